import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { BookingInfo, BookingSlots } from "../../contracts/booking.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { stockholmTime as at } from "../../tests/support/stockholm-time.ts";
import type { Database } from "../db/database.ts";
import { bookings, leads } from "../db/schema.ts";
import { jobsOfLead } from "../delivery/index.ts";
import { type MailMessage, renderStoredMail } from "../mail/index.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { testDataServices } from "../testing/data-services.ts";
import { sendBookingReminders } from "./reminders.ts";

const engines = testEngines();

const visitor = { name: "Åsa Öberg", company: "Kafé Öberg AB", email: "asa@example.org", phone: "070-123 45 67", message: "Vi har många samtal om bordsbokning.", consent: true };

let addresses = 0;

describe.each(engines)("booking a meeting on $name", (engine) => {
  let database: Database;
  let site: TestApp;
  let data: ReturnType<typeof testDataServices>;

  beforeAll(async () => {
    database = await engine.shared();
    data = testDataServices(database);
    site = await createTestApp({ data });
  });
  afterAll(async () => site.close());
  afterEach(() => vi.useRealTimers());

  /** A request sent at a Stockholm wall time, from an address of its own (the rate limit counts per address). */
  async function send(path: string, init: RequestInit, now: Date) {
    vi.useFakeTimers({ toFake: ["Date"], now });
    addresses += 1;
    try {
      return await site.request(path, init, { remoteAddress: `198.51.100.${addresses % 250}` });
    } finally {
      vi.useRealTimers();
    }
  }
  const json = (body: object, headers: Record<string, string> = {}) => ({ method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

  async function slotsOn(date: string, now: Date, type = "analys") {
    const response = await send(`/api/booking/slots?type=${type}&from=${date}&days=1`, {}, now);
    expect(response.status).toBe(200);
    return (await response.json()) as BookingSlots;
  }

  async function mailsOf(leadId: string): Promise<MailMessage[]> {
    return (await jobsOfLead(database.db, leadId)).filter((job) => job.kind === "mail").map((job) => renderStoredMail(job.payload));
  }

  async function book(start: string, now: Date, extra: object = {}) {
    const response = await send("/api/booking", json({ ...visitor, type: "analys", start, ...extra }), now);
    return response;
  }

  async function leadOf(bookingId: string) {
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, row!.leadId));
    return { row: row!, lead: lead! };
  }

  function inviteOf(mail: MailMessage) {
    const calendar = new ICAL.Component(ICAL.parse(mail.calendar!.content));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    return { method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
  }

  const manageTokenOf = (mail: MailMessage) => /\/boka\/hantera\?t=([\w.-]+)/.exec(mail.text)![1]!;

  it("books tomorrow's first free slot: an invite at the page's Stockholm time, a lead in the inbox, and the slot gone", async () => {
    const now = at("2026-03-19 14:12");
    const before = await slotsOn("2026-03-20", now);
    const first = before.slots[0]!;
    expect(first).toMatchObject({ date: "2026-03-20", time: "09:00", start: "2026-03-20T08:00:00.000Z" });

    const response = await book(first.start, now);
    expect(response.status).toBe(201);
    const booking = (await response.json()) as BookingInfo;
    expect(booking).toMatchObject({ status: "confirmed", date: "2026-03-20", time: "09:00", timeZone: "Europe/Stockholm", type: { id: "analys" } });

    const { lead } = await leadOf(booking.id);
    expect(lead).toMatchObject({ kind: "booking", email: "asa@example.org", status: "new" });
    expect(lead.respondBy).toEqual(new Date(first.start));

    const mails = await mailsOf(lead.id);
    const toVisitor = mails.find((mail) => mail.to === "asa@example.org")!;
    expect(toVisitor.subject).toContain("fredag 20 mars kl. 09:00");
    const invite = inviteOf(toVisitor);
    expect(invite.method).toBe("REQUEST");
    expect(invite.event.startDate.toJSDate().toISOString()).toBe(first.start);
    expect(invite.event.sequence).toBe(0);
    expect(mails.some((mail) => mail.to === "kontakt@example.com" && mail.replyTo === "asa@example.org")).toBe(true);

    const after = await slotsOn("2026-03-20", now);
    expect(after.slots.map((slot) => slot.start)).not.toContain(first.start);
  });

  it("answers 409 in Swedish for a slot just taken, and stores nothing of the second booking", async () => {
    const now = at("2026-03-23 10:00");
    const slot = (await slotsOn("2026-03-24", now)).slots[2]!;
    expect((await book(slot.start, now)).status).toBe(201);
    const countBefore = (await database.db.select().from(leads).where(eq(leads.kind, "booking"))).length;
    const second = await book(slot.start, now, { email: "annan@example.org" });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toBe("Tiden hann bokas av någon annan. Välj en annan tid i listan.");
    expect((await database.db.select().from(leads).where(eq(leads.kind, "booking"))).length).toBe(countBefore);
  });

  it("refuses a time that is not a free slot, and an unknown meeting type", async () => {
    const now = at("2026-03-23 10:00");
    expect((await book("2026-03-24T08:10:00.000Z", now)).status).toBe(409);
    expect((await book("2026-03-28T09:00:00.000Z", now)).status).toBe(409);
    const unknown = await send("/api/booking", json({ ...visitor, type: "lunch", start: "2026-03-24T09:00:00.000Z" }), now);
    expect(unknown.status).toBe(400);
  });

  it("stores one booking for a repeated Idempotency-Key", async () => {
    const now = at("2026-04-01 10:00");
    const slot = (await slotsOn("2026-04-02", now)).slots[0]!;
    const key = "6f1c2a4e-7d3b-4c2a-9e1f-0a1b2c3d4e5f";
    const first = (await (await send("/api/booking", json({ ...visitor, type: "analys", start: slot.start }, { "Idempotency-Key": key }), now)).json()) as BookingInfo;
    const again = await send("/api/booking", json({ ...visitor, type: "analys", start: slot.start }, { "Idempotency-Key": key }), now);
    expect(again.status).toBe(201);
    expect(((await again.json()) as BookingInfo).id).toBe(first.id);
  });

  it("cancels through the mailed link once: a CANCEL invite with the next sequence, and the slot free again", async () => {
    const now = at("2026-04-06 10:00");
    const slot = (await slotsOn("2026-04-08", now)).slots[1]!;
    const booking = (await (await book(slot.start, now)).json()) as BookingInfo;
    const { lead } = await leadOf(booking.id);
    const token = manageTokenOf((await mailsOf(lead.id)).find((mail) => mail.to === visitor.email)!);

    const manage = await send(`/api/booking/manage?t=${token}`, {}, now);
    expect(await manage.json()).toMatchObject({ canChange: true, booking: { id: booking.id, status: "confirmed" } });

    const cancelled = await send("/api/booking/cancel", json({ token }), now);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled" });
    const cancellation = (await mailsOf(lead.id)).find((mail) => mail.to === visitor.email && mail.calendar?.method === "CANCEL")!;
    const invite = inviteOf(cancellation);
    expect(invite.event.uid).toContain(booking.id);
    expect(invite.event.sequence).toBe(1);

    expect((await slotsOn("2026-04-08", now)).slots.map((free) => free.start)).toContain(slot.start);
    expect((await send("/api/booking/cancel", json({ token }), now)).status).toBe(410);
    expect(await (await send(`/api/booking/manage?t=${token}`, {}, now)).json()).toMatchObject({ canChange: false });
    expect((await send("/api/booking/cancel", json({ token: `${token.slice(0, -2)}xx` }), now)).status).toBe(404);
  });

  it("moves through the mailed link: a new invite with the same UID and the next sequence; the old link no longer works", async () => {
    const now = at("2026-04-13 10:00");
    const [from, to] = (await slotsOn("2026-04-15", now)).slots;
    const booking = (await (await book(from!.start, now)).json()) as BookingInfo;
    const { lead } = await leadOf(booking.id);
    const token = manageTokenOf((await mailsOf(lead.id)).find((mail) => mail.to === visitor.email)!);

    const moved = await send("/api/booking/move", json({ token, start: to!.start }), now);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ start: to!.start, status: "confirmed" });
    const update = (await mailsOf(lead.id)).filter((mail) => mail.to === visitor.email && mail.calendar?.method === "REQUEST").map(inviteOf).find((invite) => invite.event.sequence === 1)!;
    expect(update.event.startDate.toJSDate().toISOString()).toBe(to!.start);
    expect((await send("/api/booking/cancel", json({ token }), now)).status).toBe(410);
  });

  it("sends each reminder once, 24 hours and 1 hour before, and none after a cancellation", async () => {
    const now = at("2026-05-04 09:00");
    const [kept, cancelledSlot] = (await slotsOn("2026-05-07", now)).slots;
    const booking = (await (await book(kept!.start, now)).json()) as BookingInfo;
    const other = (await (await book(cancelledSlot!.start, now)).json()) as BookingInfo;
    const { lead } = await leadOf(booking.id);
    const otherLead = (await leadOf(other.id)).lead;
    const token = manageTokenOf((await mailsOf(otherLead.id)).find((mail) => mail.to === visitor.email)!);
    expect((await send("/api/booking/cancel", json({ token }), now)).status).toBe(200);

    const start = new Date(kept!.start).getTime();
    const reminders = async (leadId: string) => (await mailsOf(leadId)).filter((mail) => mail.subject.startsWith("Påminnelse"));
    const run = (at: number) => sendBookingReminders(database.db, data, { name: "Nordsvar", url: "http://localhost:3000", email: "kontakt@example.com", phone: "08-000 00 00" }, new Date(at));

    await run(start - 25 * 3_600_000);
    expect(await reminders(lead.id)).toHaveLength(0);
    await run(start - 23 * 3_600_000);
    await run(start - 22 * 3_600_000);
    expect(await reminders(lead.id)).toHaveLength(1);
    await run(start - 50 * 60_000);
    await run(start - 40 * 60_000);
    expect(await reminders(lead.id)).toHaveLength(2);
    expect(await reminders(otherLead.id)).toHaveLength(0);
  });

  it("books from the plain form without JavaScript and sends the visitor to the confirmation page", async () => {
    const now = at("2026-05-11 10:00");
    const slot = (await slotsOn("2026-05-12", now)).slots[0]!;
    const form = new URLSearchParams({ type: "analys", start: slot.start, name: visitor.name, company: visitor.company, email: "plain@example.org", phone: "", message: "", consent: "on", website: "" });
    const init = { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3000" }, body: form.toString() };
    const response = await send("/api/booking", init, now);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/tack?typ=booking");
    const again = await send("/api/booking", init, now);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/boka?upptagen=1");
  });

  it("sends the CRM webhook and the form service the person, a booking object and the attribution", async () => {
    const delivery = { targets: { automation_webhook: "http://127.0.0.1:9/crm", form_service: "http://127.0.0.1:9/forms" }, signingKey: undefined };
    const withTargets = await createTestApp({ data: testDataServices(database, { delivery }) });
    try {
      const now = at("2026-05-25 10:00");
      const slot = (await slotsOn("2026-05-26", now)).slots[0]!;
      vi.useFakeTimers({ toFake: ["Date"], now });
      const response = await withTargets.request("/api/booking", json({ ...visitor, type: "analys", start: slot.start }), { remoteAddress: "198.51.100.251" });
      vi.useRealTimers();
      const booking = (await response.json()) as BookingInfo;
      const { lead } = await leadOf(booking.id);
      const payloads = Object.fromEntries((await jobsOfLead(database.db, lead.id)).filter((job) => job.kind === "webhook").map((job) => [job.target, job.payload as Record<string, unknown>]));
      const bookingObject = { type: "analys", start: slot.start, end: slot.end, timeZone: "Europe/Stockholm" };
      expect(payloads.automation_webhook).toMatchObject({ name: visitor.name, email: visitor.email, company: visitor.company, source: "Booking", booking: bookingObject, attribution: { source: "Okänd", leadId: lead.id } });
      expect(payloads.form_service).toMatchObject({ name: visitor.name, email: visitor.email, booking: bookingObject, attribution: { leadId: lead.id } });
    } finally {
      await withTargets.close();
    }
  });

  it("keeps a honeypot's booking as spam, taking no slot", async () => {
    const now = at("2026-05-18 10:00");
    const slot = (await slotsOn("2026-05-19", now)).slots[0]!;
    expect((await book(slot.start, now, { website: "https://spam.example" })).status).toBe(201);
    expect((await slotsOn("2026-05-19", now)).slots[0]!.start).toBe(slot.start);
  });
});
