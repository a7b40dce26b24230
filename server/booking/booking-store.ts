import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { BookingFormData } from "../../contracts/lead-requests/booking-request.ts";
import type { LeadAttribution } from "../../contracts/staff.ts";
import type { Db, Executor } from "../db/database.ts";
import { type Booking, bookings } from "../db/schema.ts";
import { enqueueJobs, type NewJob } from "../delivery/index.ts";
import { insertLeadWithJobs, leadPeople, type LeadPerson } from "../leads/index.ts";
import type { BusyTime } from "./slots.ts";

/*
 * The bookings table's statements. A booking and its lead (kind `booking`) are stored in
 * one transaction with the lead's mails and deliveries; the partial unique index on
 * (calendar, starts_at) for confirmed bookings makes a second booking of a slot fail
 * inside that transaction, so it rolls back whole, whichever instance it ran on.
 */

/** The calendar every booking takes its time from: the business has one. */
export const teamCalendar = "team";

export class SlotTakenError extends Error {
  constructor() {
    super("The slot was booked by another request");
  }
}

/** PostgreSQL's unique_violation (23505) on the one-booking-per-slot index, as either driver reports it. */
function isSlotTaken(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === undefined || constraint === "bookings_calendar_start_confirmed_idx")) return true;
    if (typeof message === "string" && message.includes("bookings_calendar_start_confirmed_idx")) return true;
  }
  return false;
}

/** Confirmed bookings starting between two instants: what the slots leave out and the daily cap counts. */
export async function busyTimes(executor: Executor, from: Date, to: Date): Promise<BusyTime[]> {
  const rows = await executor
    .select({ start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.startsAt, from), lt(bookings.startsAt, to)));
  return rows.map((row) => ({ ...row, booking: true }));
}

export interface NewBooking {
  leadId: string;
  bookingId: string;
  meetingType: string;
  start: Date;
  end: Date;
  data: BookingFormData;
  spam: boolean;
  idempotencyKey: string | undefined;
  respondBy: Date;
  /** The lead's source and campaign (server/analytics/attribution.ts). */
  attribution: LeadAttribution;
  jobs: readonly NewJob[];
  /** When it was booked: the reminders compare it with the meeting's start. */
  createdAt: Date;
}

export interface StoredBooking {
  booking: Booking | undefined;
  leadId: string;
  created: boolean;
}

/**
 * Stores the lead and the booking with their jobs in one transaction. A spam lead is kept
 * alone and takes no slot. A repeated Idempotency-Key stores nothing and returns the first
 * booking. Throws SlotTakenError when the slot is already booked; nothing is stored then.
 */
export async function insertBooking(db: Db, booking: NewBooking): Promise<StoredBooking> {
  try {
    return await db.transaction(async (tx) => {
      const lead = await insertLeadWithJobs(
        tx,
        {
          id: booking.leadId,
          kind: "booking",
          email: booking.data.email,
          fields: booking.data,
          spam: booking.spam,
          idempotencyKey: booking.idempotencyKey,
          respondBy: booking.respondBy,
          ...booking.attribution,
        },
        booking.spam ? [] : booking.jobs,
      );
      if (!lead.created) {
        const [first] = await tx.select().from(bookings).where(eq(bookings.leadId, lead.id));
        return { booking: first, leadId: lead.id, created: false };
      }
      if (booking.spam) return { booking: undefined, leadId: lead.id, created: true };
      const [row] = await tx
        .insert(bookings)
        .values({ id: booking.bookingId, leadId: lead.id, meetingType: booking.meetingType, calendar: teamCalendar, startsAt: booking.start, endsAt: booking.end, createdAt: booking.createdAt })
        .returning();
      return { booking: row, leadId: lead.id, created: true };
    });
  } catch (error) {
    if (isSlotTaken(error)) throw new SlotTakenError();
    throw error;
  }
}

export const newIds = () => ({ leadId: randomUUID(), bookingId: randomUUID() });

export async function findBooking(executor: Executor, id: string): Promise<Booking | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await executor.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** A booking with the person its lead is from; without the lead (erased) there is nobody to mail. */
export interface BookingWithPerson {
  booking: Booking;
  person: LeadPerson | undefined;
}

export async function withPeople(executor: Executor, rows: readonly Booking[]): Promise<BookingWithPerson[]> {
  const people = await leadPeople(executor, rows.map((row) => row.leadId));
  return rows.map((booking) => ({ booking, person: people.get(booking.leadId) }));
}

/** Bookings starting in [from, to), cancelled ones too when asked, earliest first. */
export async function bookingsBetween(executor: Executor, from: Date, to: Date, { withCancelled = false } = {}): Promise<Booking[]> {
  return executor
    .select()
    .from(bookings)
    .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to), withCancelled ? undefined : ne(bookings.status, "cancelled")))
    .orderBy(asc(bookings.startsAt));
}

/**
 * Cancels a confirmed booking whose SEQUENCE is still `sequence` (undefined: any), raising
 * it, and queues `jobs` for the cancellation in the same transaction. Answers the
 * cancelled row, or undefined when it was already cancelled or changed since.
 */
export async function cancelBookingRow(db: Db, id: string, sequence: number | undefined, jobsFor: (row: Booking) => NewJob[]): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: sql`now()`, sequence: sql`${bookings.sequence} + 1` })
      .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed"), sequence === undefined ? undefined : eq(bookings.sequence, sequence)))
      .returning();
    if (!row) return undefined;
    await enqueueJobs(tx, jobsFor(row), row.leadId);
    return row;
  });
}

/**
 * Moves a confirmed booking to a new start, raising its SEQUENCE and clearing its
 * reminders, with `jobs` queued in the same transaction. Throws SlotTakenError when the
 * new slot is booked; answers undefined when the booking was cancelled or changed since.
 */
export async function moveBookingRow(db: Db, id: string, sequence: number | undefined, start: Date, end: Date, jobsFor: (row: Booking) => NewJob[]): Promise<Booking | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ startsAt: start, endsAt: end, sequence: sql`${bookings.sequence} + 1`, reminded24hAt: null, reminded1hAt: null })
        .where(and(eq(bookings.id, id), eq(bookings.status, "confirmed"), sequence === undefined ? undefined : eq(bookings.sequence, sequence)))
        .returning();
      if (!row) return undefined;
      await enqueueJobs(tx, jobsFor(row), row.leadId);
      return row;
    });
  } catch (error) {
    if (isSlotTaken(error)) throw new SlotTakenError();
    throw error;
  }
}
