import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plans } from "../../app/content/prices.ts";
import { tjansterPaketPage } from "../../app/content/tjanster-paket-page.ts";
import { formatSek } from "../../app/lib/format.ts";
import {
  type ContentDocument,
  type ContentDocumentList,
  type ContentPreviewLink,
  type ContentRevisionDiff,
  type ContentRevisionList,
  staffContentPaths,
} from "../../contracts/content.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { createLogger } from "../logger.ts";
import { type AuthTestServer, startAuthServer } from "../testing/auth-test-server.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { type SignedInUser, signedInUser } from "../testing/signed-in-users.ts";
import { installContentEdits, type LiveContent, startLiveContent } from "./live-content.ts";

const defaultHeading = tjansterPaketPage.heading;
const defaultPrice = plans[0]!.setupCost;

/** A page that shows what /tjanster-paket shows of the two documents, read as the app's pages read them. */
function renderPage(request: Request) {
  if (new URL(request.url).pathname !== "/tjanster-paket") return new Response("saknas", { status: 404 });
  const html = `<!doctype html><html lang="sv"><head><title>Paket</title></head><body><h1>${tjansterPaketPage.heading}</h1><p>${formatSek(plans[0]!.setupCost!)}</p></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** The parts of the two documents' data the tests change (each document has one side of it). */
interface DraftData {
  page: { heading: string };
  plans: { setupCost: unknown; discount?: number }[];
  packages: { setupCost: number }[];
}

describe.each(testEngines())("content editing's API on $name", (engine) => {
  let server: AuthTestServer;
  let site: TestApp;
  let live: LiveContent;
  let staff: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    installContentEdits();
    server = await startAuthServer(await engine.shared());
    const log = createLogger({ level: "info", destination: { write: () => {} } });
    live = await startLiveContent({ db: server.data.database.db, log, onChange: async () => {}, intervalMs: 60_000 });
    site = await createTestApp({ data: server.data, content: { refresh: live.refresh, renderPage } });
    [staff, customer] = await Promise.all([signedInUser(server, "staff"), signedInUser(server, "customer")]);
  }, 60_000);
  afterAll(async () => {
    await live.stop();
    await site.close();
    await server.close();
  });

  function call(path: string, { method = "GET", token = staff.accessToken, body }: { method?: string; token?: string | null; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return site.request(path, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
  }

  async function documentOf(id: string) {
    return (await (await call(staffContentPaths.document(id))).json()) as ContentDocument;
  }

  async function draftWith(id: string, change: (data: DraftData) => void) {
    const document = await documentOf(id);
    const data = structuredClone(document.draftData ?? document.current) as unknown as DraftData;
    change(data);
    return call(staffContentPaths.draft(id), { method: "PUT", body: { data } });
  }

  const endpoints: [string, string, unknown?][] = [
    ["GET", staffContentPaths.list],
    ["GET", staffContentPaths.document("prices")],
    ["PUT", staffContentPaths.draft("prices"), { data: {} }],
    ["DELETE", staffContentPaths.draft("prices")],
    ["POST", staffContentPaths.publish("prices"), {}],
    ["GET", staffContentPaths.revisions("prices")],
    ["GET", staffContentPaths.revision("prices", 1)],
    ["DELETE", staffContentPaths.revision("prices", 1)],
    ["POST", staffContentPaths.revert("prices"), { revision: 0 }],
    ["POST", staffContentPaths.previewLink],
  ];

  it("answers 401 without a sign-in and 403 to a customer, on every endpoint", async () => {
    for (const [method, path, body] of endpoints) {
      const signedOut = await call(path, { method, token: null, body });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      expect(await signedOut.json()).toEqual({ error: "Logga in igen för att fortsätta." });
      expect((await call(path, { method, token: customer.accessToken, body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("lists the documents and describes one with Swedish labels", async () => {
    const list = (await (await call(staffContentPaths.list)).json()) as ContentDocumentList;
    expect(list.documents.map((document) => document.id)).toEqual(expect.arrayContaining(["prices", "tjanster-paket-page"]));
    const prices = await documentOf("prices");
    expect(prices.title).toBe("Priser och paket");
    const planField = prices.fields.find((field) => field.key === "plans");
    expect(planField).toMatchObject({ kind: "group", label: "Upplägg (sidan Paketlösningar)" });
    expect(planField?.kind === "group" && planField.fields[0]).toMatchObject({ label: "Startpaket" });
    expect((await call(staffContentPaths.document("finns-inte"))).status).toBe(404);
  });

  it("answers field errors (422) for a draft of the wrong shape, and saves a half-written one", async () => {
    const wrongType = await draftWith("prices", (data) => (data.plans[0]!.setupCost = "mycket"));

    expect(wrongType.status).toBe(422);
    expect(((await wrongType.json()) as { fields: Record<string, string> }).fields).toEqual({ "plans.0.setupCost": "Ange ett tal." });
    const extraKey = await draftWith("prices", (data) => (data.plans[0]!.discount = 10));
    expect(extraKey.status).toBe(422);
    expect((await call(staffContentPaths.draft("prices"), { method: "PUT", body: "{" })).status).toBe(400);
    // An emptied heading is kept as a draft; the publish refuses it.
    expect((await draftWith("tjanster-paket-page", (data) => (data.page.heading = ""))).status).toBe(200);
    const refused = await call(staffContentPaths.publish("tjanster-paket-page"), { method: "POST", body: {} });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ fields: { "page.heading": "Fyll i texten." } });
    expect((await call(staffContentPaths.draft("tjanster-paket-page"), { method: "DELETE" })).status).toBe(204);
    expect((await call(staffContentPaths.publish("tjanster-paket-page"), { method: "POST", body: {} })).status).toBe(409);
  });

  it("keeps the site as it is while a draft waits, shows the draft in the preview, and publishes it with its history", async () => {
    expect((await draftWith("tjanster-paket-page", (data) => (data.page.heading = "Nya paket för våren"))).status).toBe(200);
    expect((await draftWith("prices", (data) => (data.plans[0]!.setupCost = 15995))).status).toBe(200);
    expect(tjansterPaketPage.heading).toBe(defaultHeading);

    const link = (await (await call(staffContentPaths.previewLink, { method: "POST" })).json()) as ContentPreviewLink;
    const preview = await site.request(`${link.url}&path=/tjanster-paket`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("X-Robots-Tag")).toContain("noindex");
    const html = await preview.text();
    expect(html).toContain("<h1>Nya paket för våren</h1>");
    expect(html).toContain(formatSek(15995));
    expect(html).toContain("<title>Förhandsvisning: Paket</title>");
    expect((await site.request(`${link.url}x&path=/tjanster-paket`)).status).toBe(403);
    for (const path of ["https://example.org/", "//example.org/", "/dashboard/leads", "/tjanster-paket?x=1"]) {
      expect((await site.request(`${link.url}&path=${encodeURIComponent(path)}`)).status, path).toBe(404);
    }

    for (const id of ["tjanster-paket-page", "prices"]) expect((await call(staffContentPaths.publish(id), { method: "POST", body: {} })).status).toBe(201);
    expect(tjansterPaketPage.heading).toBe("Nya paket för våren");
    expect(plans[0]!.setupCost).toBe(15995);
    expect((await documentOf("prices")).draftData).toBeNull();

    const history = (await (await call(staffContentPaths.revisions("prices"))).json()) as ContentRevisionList;
    expect(history.revisions[0]).toMatchObject({ action: "publish", createdBy: staff.email, state: "live" });
    const diff = (await (await call(staffContentPaths.revision("prices", history.revisions[0]!.revision))).json()) as ContentRevisionDiff;
    expect(diff.changes).toEqual([{ labels: ["Upplägg (sidan Paketlösningar)", "Startpaket", "Startkostnad (kr)"], path: "plans.0.setupCost", before: defaultPrice, after: 15995 }]);

    for (const id of ["tjanster-paket-page", "prices"]) expect((await call(staffContentPaths.revert(id), { method: "POST", body: { revision: 0 } })).status).toBe(201);
    expect(tjansterPaketPage.heading).toBe(defaultHeading);
    expect(plans[0]!.setupCost).toBe(defaultPrice);
  });

  it("refuses a Fullpaket dearer than its parts with the rule's message", async () => {
    expect((await draftWith("prices", (data) => (data.packages[2]!.setupCost = 30_000))).status).toBe(200);
    const refused = await call(staffContentPaths.publish("prices"), { method: "POST", body: {} });
    expect(refused.status).toBe(422);
    expect(await refused.clone().json()).not.toHaveProperty("fields");
    expect(((await refused.json()) as { error: string }).error).toContain(`Fullpaket lovar att ni sparar över ${formatSek(5000)}`);
    expect((await call(staffContentPaths.draft("prices"), { method: "DELETE" })).status).toBe(204);
  });

  it("refuses a photo the image library does not have", async () => {
    const missing = "/media/0b6f1e2a-4c1d-4e5f-9a8b-7c6d5e4f3a2b-1440x960.webp";
    const draft = await call(staffContentPaths.document("cases"));
    const data = structuredClone(((await draft.json()) as ContentDocument).current) as { caseStudies: { photo: { url: string; alt: string } }[] };
    data.caseStudies[0]!.photo = { url: missing, alt: "Kundtjänsten hos TechCorp" };
    expect((await call(staffContentPaths.draft("cases"), { method: "PUT", body: { data } })).status).toBe(200);
    const refused = await call(staffContentPaths.publish("cases"), { method: "POST", body: {} });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: `Bilden ${missing} finns inte i bildbiblioteket. Välj en bild som finns under Bilder, eller ta bort adressen.` });
    expect((await call(staffContentPaths.draft("cases"), { method: "DELETE" })).status).toBe(204);
  });

  it("publishes at a later time: scheduled until then, live once the time has come, cancellable before", async () => {
    expect((await call(staffContentPaths.publish("tjanster-paket-page"), { method: "POST", body: { publishAt: "morgon" } })).status).toBe(422);
    expect((await draftWith("tjanster-paket-page", (data) => (data.page.heading = "Sommarens paket"))).status).toBe(200);
    const tooEarly = await call(staffContentPaths.publish("tjanster-paket-page"), { method: "POST", body: { publishAt: "2020-01-01T08:00:00Z" } });
    expect(tooEarly.status).toBe(422);
    expect(await tooEarly.json()).toMatchObject({ fields: { publishAt: "Välj en tidpunkt som inte har passerat." } });

    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call(staffContentPaths.publish("tjanster-paket-page"), { method: "POST", body: { publishAt: at } });
    expect(scheduled.status).toBe(201);
    const { revision } = (await scheduled.json()) as { revision: { revision: number; state: string } };
    expect(revision.state).toBe("scheduled");
    const list = (await (await call(staffContentPaths.list)).json()) as ContentDocumentList;
    expect(list.documents.find((document) => document.id === "tjanster-paket-page")?.scheduled).toEqual([{ revision: revision.revision, publishAt: at, createdBy: staff.email }]);
    await live.refresh();
    expect(tjansterPaketPage.heading).toBe(defaultHeading);

    // The hour passes: the revision's time is now in the past.
    await server.data.database.db.execute(sql`update content_revisions set publish_at = now() where id = ${revision.revision}`);
    await live.refresh();
    expect(tjansterPaketPage.heading).toBe("Sommarens paket");
    expect((await call(staffContentPaths.revision("tjanster-paket-page", revision.revision), { method: "DELETE" })).status).toBe(409);

    expect((await call(staffContentPaths.revert("tjanster-paket-page"), { method: "POST", body: { revision: 0 } })).status).toBe(201);
    expect(tjansterPaketPage.heading).toBe(defaultHeading);
  });
});
