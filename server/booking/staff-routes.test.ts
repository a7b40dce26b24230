import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { BookingInfo, BookingSlots, StaffBookingList } from "../../contracts/booking.ts";
import { staffBookingCancelPath, staffBookingMovePath, staffBookingPaths } from "../../contracts/booking.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { stockholmTime as at } from "../../tests/support/stockholm-time.ts";
import { type AuthTestServer, startAuthServer } from "../testing/auth-test-server.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { type SignedInUser, signedInUser } from "../testing/signed-in-users.ts";

const visitor = { name: "Karin Holm", company: "Holms Städ AB", email: "karin@example.org", consent: true };

describe.each(testEngines())("the staff's bookings on $name", (engine) => {
  let server: AuthTestServer;
  let site: TestApp;
  let staff: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    server = await startAuthServer(await engine.shared());
    site = await createTestApp({ data: server.data });
    [staff, customer] = await Promise.all([signedInUser(server, "staff"), signedInUser(server, "customer")]);
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await server.close();
  });
  afterEach(() => vi.useRealTimers());

  function call(path: string, { method = "GET", token = staff.accessToken, body }: { method?: string; token?: string; body?: unknown } = {}) {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return site.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  /** Books the demo's free slot number `index` from today, as a visitor. */
  async function book(index: number) {
    const slots = (await (await site.request("/api/booking/slots?type=demo&days=30")).json()) as BookingSlots;
    const response = await site.request(
      "/api/booking",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...visitor, type: "demo", start: slots.slots[index]!.start }) },
      { remoteAddress: `198.51.100.${70 + index}` },
    );
    expect(response.status).toBe(201);
    return { booking: (await response.json()) as BookingInfo, slots: slots.slots };
  }

  it("lists the bookings by Stockholm day for staff only, and cancels and moves one", async () => {
    const { booking, slots } = await book(0);
    const day = `${staffBookingPaths.list}?from=${booking.date}&days=1`;
    expect((await call(day, { token: customer.accessToken })).status).toBe(403);

    const list = (await (await call(day)).json()) as StaffBookingList;
    expect(list.days.map((listed) => listed.date)).toEqual([booking.date]);
    expect(list.days[0]!.bookings.find((row) => row.id === booking.id)).toMatchObject({ name: visitor.name, company: visitor.company, email: visitor.email, type: { id: "demo" } });

    const moved = await call(staffBookingMovePath(booking.id), { method: "POST", body: { start: slots.at(-1)!.start } });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ start: slots.at(-1)!.start });

    expect((await call(staffBookingCancelPath(booking.id), { method: "POST" })).status).toBe(200);
    const after = (await (await call(`${staffBookingPaths.list}?from=${booking.date}&days=31`)).json()) as StaffBookingList;
    expect(after.days.flatMap((day) => day.bookings).map((row) => row.id)).not.toContain(booking.id);
  });

  it("saves the availability staff set, which the slots then follow", async () => {
    const current = (await (await call(staffBookingPaths.settings)).json()) as { settings: { availability: { exceptions: Record<string, unknown> } } };
    const settings = { ...current.settings, availability: { ...current.settings.availability, exceptions: { "2026-10-06": [] } } };
    expect((await call(staffBookingPaths.settings, { method: "POST", body: settings })).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: at("2026-10-01 08:00") });
    const slots = (await (await site.request("/api/booking/slots?type=analys&from=2026-10-06&days=1")).json()) as BookingSlots;
    vi.useRealTimers();
    expect(slots.slots).toEqual([]);
    expect((await call(staffBookingPaths.settings, { method: "POST", body: { ...settings, meetingTypes: [] } })).status).toBe(422);
    // The other tests' slots follow the settings as they were.
    expect((await call(staffBookingPaths.settings, { method: "POST", body: current.settings })).status).toBe(200);
  });

  it("serves the private calendar feed while its token is current, and no longer once revoked", async () => {
    const { booking } = await book(1);
    const { url } = (await (await call(staffBookingPaths.feed, { method: "POST" })).json()) as { url: string };
    const path = new URL(url).pathname;
    const feed = await site.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event).uid)).toContainEqual(expect.stringContaining(booking.id));

    const { url: newer } = (await (await call(staffBookingPaths.feed, { method: "POST" })).json()) as { url: string };
    expect((await site.request(path)).status).toBe(404);
    expect((await call(staffBookingPaths.feed, { method: "DELETE" })).status).toBe(200);
    expect((await site.request(new URL(newer).pathname)).status).toBe(404);
  });
});
