import { count } from "drizzle-orm";
import type { BookingInfo, BookingManage, BookingSlots, MeetingTypeInfo } from "../../contracts/booking.ts";
import type { BookingFormData } from "../../contracts/lead-requests/booking-request.ts";
import { paths } from "../../app/lib/paths.ts";
import { stockholmDay } from "../cli/stockholm-time.ts";
import type { Database } from "../db/database.ts";
import { type Booking, bookings } from "../db/schema.ts";
import { chatAlertJobs, type DeliveryConfig, type NewJob, webhookJobs } from "../delivery/index.ts";
import type { LeadAttribution } from "../../contracts/staff.ts";
import { unknownAttribution } from "../analytics/index.ts";
import { changeLead, withAttribution } from "../leads/index.ts";
import type { LeadPerson } from "../leads/index.ts";
import type { MailConfig, MailSite } from "../mail/index.ts";
import { type BookingChange, type BookingForMail, meetingTime, staffBookingMail, visitorBookingMail } from "./booking-mails.ts";
import {
  type BookingWithPerson,
  busyTimes,
  cancelBookingRow,
  findBooking,
  insertBooking,
  moveBookingRow,
  newIds,
  SlotTakenError,
  withPeople,
} from "./booking-store.ts";
import { bookingTexts } from "./booking-texts.ts";
import type { BookingSettings, MeetingType } from "./config.ts";
import { signBookingLink, verifyBookingLink } from "./links.ts";
import { bookingAutomationPayload, bookingFormServicePayload } from "./payloads.ts";
import { readBookingSettings } from "./settings-store.ts";
import { addDays, type BusyTime, freeSlots, isFreeSlot, type Slot } from "./slots.ts";

/** What booking needs: the database, where deliveries and mails go, the site, and the settings' defaults. */
export interface BookingServices {
  database: Database;
  delivery: DeliveryConfig;
  mail: MailConfig;
  /** BOOKING_* from the environment, until staff save their own (settings-store.ts). */
  bookingDefaults: BookingSettings;
  /** The busy times of BOOKING_BUSY_ICS_URL, when set (busy-calendar.ts). */
  bookingBusy?: { busy(): readonly BusyTime[] };
  nudge(): void;
}

/** A refusal the caller answers with its status and message (routes.ts). */
export class BookingError extends Error {
  readonly status: 400 | 404 | 409 | 410;
  constructor(status: 400 | 404 | 409 | 410, message: string) {
    super(message);
    this.status = status;
  }
}

const dayMs = 86_400_000;
const timeZone = "Europe/Stockholm" as const;

const typeInfo = ({ id, name, durationMinutes }: MeetingType): MeetingTypeInfo => ({ id, name, durationMinutes });
const slotInfo = (slot: Slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString(), date: slot.date, time: slot.time });

function bookingInfo(row: Booking, settings: BookingSettings): BookingInfo {
  const type = settings.meetingTypes.find((candidate) => candidate.id === row.meetingType) ?? { id: row.meetingType, name: row.meetingType, durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000) };
  const slot = freeSlotOf(row.startsAt, row.endsAt);
  return { id: row.id, type: typeInfo(type), status: row.status, ...slot, timeZone };
}

const wallTime = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
function freeSlotOf(start: Date, end: Date) {
  return { start: start.toISOString(), end: end.toISOString(), date: stockholmDay(start), time: wallTime.format(start) };
}

function meetingTypeOf(settings: BookingSettings, id: string): MeetingType {
  const type = settings.meetingTypes.find((candidate) => candidate.id === id);
  if (!type) throw new BookingError(400, bookingTexts.unknownType);
  return type;
}

/** The free slots of a meeting type from a Stockholm date, for `days` days. */
export async function slotsFor(services: BookingServices, query: { type: string; from?: string; days: number }, now: Date = new Date()): Promise<BookingSlots> {
  const { settings } = await readBookingSettings(services.database.db, services.bookingDefaults);
  const type = meetingTypeOf(settings, query.type);
  const from = query.from ?? stockholmDay(now);
  const booked = await busyTimes(services.database.db, new Date(Date.parse(`${from}T00:00:00Z`) - 2 * dayMs), new Date(Date.parse(`${addDays(from, query.days)}T00:00:00Z`) + 2 * dayMs));
  const busy = [...booked, ...(services.bookingBusy?.busy() ?? [])];
  const slots = freeSlots({ availability: settings.availability, durationMinutes: type.durationMinutes, from, days: query.days, now, busy });
  return { type: typeInfo(type), types: settings.meetingTypes.map(typeInfo), timeZone, slots: slots.map(slotInfo) };
}

/**
 * Whether a start is one of the free slots. A booking at exactly that start is left to the
 * database's unique index, which answers a repeated Idempotency-Key with the first booking
 * and anyone else with 409.
 */
async function isFree(services: BookingServices, settings: BookingSettings, type: MeetingType, start: Date, now: Date): Promise<boolean> {
  const around = await busyTimes(services.database.db, new Date(start.getTime() - 2 * dayMs), new Date(start.getTime() + 2 * dayMs));
  const busy = [...around.filter((time) => time.start.getTime() !== start.getTime()), ...(services.bookingBusy?.busy() ?? [])];
  return isFreeSlot({ availability: settings.availability, durationMinutes: type.durationMinutes, now, busy }, start);
}

function personOf(person: LeadPerson | undefined): BookingForMail["person"] | undefined {
  if (!person) return undefined;
  const text = (key: string) => (typeof person.fields[key] === "string" ? (person.fields[key] as string) : undefined);
  return { name: text("name") ?? person.email, email: person.email, company: text("company") ?? "", phone: text("phone"), message: text("message") };
}

function forMail(row: Booking, settings: BookingSettings, person: BookingForMail["person"], site: MailSite, secret: string): BookingForMail {
  const type = settings.meetingTypes.find((candidate) => candidate.id === row.meetingType);
  return {
    id: row.id,
    meetingName: type?.name ?? row.meetingType,
    start: row.startsAt,
    end: row.endsAt,
    sequence: row.sequence,
    person,
    manageUrl: manageUrl(site, secret, row),
  };
}

export function manageUrl(site: MailSite, secret: string, row: Pick<Booking, "id" | "sequence">): string {
  return `${site.url}${paths.bookingManage}?t=${signBookingLink(secret, { bookingId: row.id, sequence: row.sequence })}`;
}

/** The mails and chat alerts of a change: the visitor's (with the invite) and the business's notice. */
function changeJobs(change: BookingChange, booking: BookingForMail, services: BookingServices, site: MailSite, now: Date): NewJob[] {
  const visitor = visitorBookingMail(change, booking, site, now, `${site.url}${paths.booking}`);
  const staff = staffBookingMail(change, booking, site, services.mail.leadsNotifyEmail, `${site.url}${paths.staffBookings}`);
  const alert = bookingTexts.staff[change](booking.meetingName, meetingTime(booking.start), booking.person.company || booking.person.name);
  return [
    { kind: "mail", payload: visitor },
    { kind: "mail", payload: staff },
    ...chatAlertJobs(services.delivery, { text: alert, link: { label: bookingTexts.staff.button, url: `${site.url}${paths.staffBookings}` } }),
  ];
}

export interface BookingRequest {
  data: BookingFormData;
  spam: boolean;
  idempotencyKey: string | undefined;
  /** Where the visitor came from (server/analytics/attribution.ts); "Okänd" when not given. */
  attribution?: LeadAttribution;
}

/**
 * Books a slot: checks the meeting type and that the slot is free now, then stores the
 * lead and the booking with the visitor's invite, the business's notice, the webhooks and
 * the chat alerts in one transaction, and gives the lead to the staff member whose turn it
 * is. A slot taken in between fails at the database's unique index (409).
 */
export async function bookMeeting(services: BookingServices, site: MailSite, request: BookingRequest, now: Date = new Date()): Promise<BookingInfo> {
  const { db } = services.database;
  const stored = await readBookingSettings(db, services.bookingDefaults);
  const { settings } = stored;
  const type = meetingTypeOf(settings, request.data.type);
  const start = new Date(request.data.start);
  const end = new Date(start.getTime() + type.durationMinutes * 60_000);
  if (!request.spam && !(await isFree(services, settings, type, start, now))) throw new BookingError(409, bookingTexts.slotTaken);
  const ids = newIds();
  const draft: Booking = {
    id: ids.bookingId,
    leadId: ids.leadId,
    meetingType: type.id,
    calendar: "team",
    startsAt: start,
    endsAt: end,
    status: "confirmed",
    sequence: 0,
    reminded24hAt: null,
    reminded1hAt: null,
    cancelledAt: null,
    createdAt: now,
  };
  const { data } = request;
  const person = { name: data.name, email: data.email, company: data.company, phone: data.phone, message: data.message };
  const mail = forMail(draft, settings, person, site, stored.linkSecret);
  const meeting = { type: type.id, start, end };
  const attribution = request.attribution ?? unknownAttribution;
  const payloads = { automation_webhook: bookingAutomationPayload(data, meeting, now), form_service: bookingFormServicePayload(data, meeting) };
  const webhooks = webhookJobs(services.delivery, withAttribution(payloads, attribution, { id: ids.leadId, siteUrl: site.url }));
  let result;
  try {
    result = await insertBooking(db, {
      ...ids,
      meetingType: type.id,
      start,
      end,
      data,
      spam: request.spam,
      idempotencyKey: request.idempotencyKey,
      attribution,
      // The lead is answered by the meeting itself: its deadline is the meeting's start.
      respondBy: start,
      createdAt: now,
      jobs: [...webhooks, ...changeJobs("booked", mail, services, site, now)],
    });
  } catch (error) {
    if (error instanceof SlotTakenError) throw new BookingError(409, bookingTexts.slotTaken);
    throw error;
  }
  if (result.created && !request.spam) {
    services.nudge();
    await assignInTurn(services, settings, result.leadId);
  }
  return result.booking ? bookingInfo(result.booking, settings) : bookingInfo(draft, settings);
}

/** The next staff member in BOOKING_ASSIGNEES' order: the bookings so far, counted, pick the turn. */
async function assignInTurn(services: BookingServices, settings: BookingSettings, leadId: string): Promise<void> {
  if (settings.assignees.length === 0) return;
  const [row] = await services.database.db.select({ total: count() }).from(bookings);
  const assignee = settings.assignees[(Number(row?.total ?? 1) - 1) % settings.assignees.length]!;
  await changeLead(services.database.db, leadId, { assignee }, "system");
}

/** The booking a mailed link is for, whether the link can still change it, and the slots it can move to. */
export async function manageByToken(services: BookingServices, token: string, now: Date = new Date()): Promise<BookingManage> {
  const { db } = services.database;
  const stored = await readBookingSettings(db, services.bookingDefaults);
  const claims = verifyBookingLink(stored.linkSecret, token);
  const row = claims && (await findBooking(db, claims.bookingId));
  if (!claims || !row) throw new BookingError(404, bookingTexts.linkInvalid);
  const canChange = row.status === "confirmed" && row.sequence === claims.sequence && row.startsAt > now;
  const slots = canChange ? (await slotsFor(services, { type: row.meetingType, days: stored.settings.availability.horizonDays }, now).catch(() => undefined))?.slots ?? [] : [];
  return { booking: bookingInfo(row, stored.settings), canChange, slots };
}

/** Cancels or moves a booking through its link (`sequence`) or by staff (undefined), and tells the visitor and the business. */
async function change(services: BookingServices, site: MailSite, id: string, sequence: number | undefined, to: Date | undefined, now: Date): Promise<BookingInfo> {
  const { db } = services.database;
  const stored = await readBookingSettings(db, services.bookingDefaults);
  const row = await findBooking(db, id);
  if (!row) throw new BookingError(404, bookingTexts.linkInvalid);
  const [{ person }] = (await withPeople(db, [row])) as [BookingWithPerson];
  const who = personOf(person);
  const jobsFor = (kind: BookingChange) => (changed: Booking) => (who ? changeJobs(kind, forMail(changed, stored.settings, who, site, stored.linkSecret), services, site, now) : []);
  let changed: Booking | undefined;
  if (to === undefined) {
    changed = await cancelBookingRow(db, id, sequence, jobsFor("cancelled"));
  } else {
    const type = meetingTypeOf(stored.settings, row.meetingType);
    if (!(await isFree(services, stored.settings, type, to, now))) throw new BookingError(409, bookingTexts.slotTaken);
    try {
      changed = await moveBookingRow(db, id, sequence, to, new Date(to.getTime() + type.durationMinutes * 60_000), jobsFor("moved"));
    } catch (error) {
      if (error instanceof SlotTakenError) throw new BookingError(409, bookingTexts.slotTaken);
      throw error;
    }
  }
  if (!changed) throw new BookingError(410, bookingTexts.linkInvalid);
  services.nudge();
  return bookingInfo(changed, stored.settings);
}

function claimsOf(secret: string, token: string) {
  const claims = verifyBookingLink(secret, token);
  if (!claims) throw new BookingError(404, bookingTexts.linkInvalid);
  return claims;
}

export async function cancelByToken(services: BookingServices, site: MailSite, token: string, now: Date = new Date()): Promise<BookingInfo> {
  const { linkSecret } = await readBookingSettings(services.database.db, services.bookingDefaults);
  const claims = claimsOf(linkSecret, token);
  return change(services, site, claims.bookingId, claims.sequence, undefined, now);
}

export async function moveByToken(services: BookingServices, site: MailSite, token: string, start: Date, now: Date = new Date()): Promise<BookingInfo> {
  const { linkSecret } = await readBookingSettings(services.database.db, services.bookingDefaults);
  const claims = claimsOf(linkSecret, token);
  return change(services, site, claims.bookingId, claims.sequence, start, now);
}

/** Staff cancel a booking from the workspace: the visitor gets the cancellation. */
export const cancelByStaff = (services: BookingServices, site: MailSite, id: string, now: Date = new Date()) => change(services, site, id, undefined, undefined, now);

/** Staff move a booking to another free slot: the visitor gets the updated invite. */
export const moveByStaff = (services: BookingServices, site: MailSite, id: string, start: Date, now: Date = new Date()) => change(services, site, id, undefined, start, now);

export { bookingInfo, forMail, personOf };
