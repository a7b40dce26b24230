import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../app/lib/paths.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";

const accountPages = [paths.login, paths.signup, paths.forgotPassword, paths.resetPassword, paths.setPassword, paths.dashboard];
const staffPages = [paths.staffLeads, paths.staffLead("42"), paths.staffMail, paths.staffAnalytics];

/** React Router's renderer as app/entry.server.tsx sends a page: `text/html`, no charset, no Cache-Control. */
function renderAsReactRouter(request: Request) {
  const { pathname } = new URL(request.url);
  const known = [...accountPages, ...staffPages, paths.thanks].includes(pathname);
  const html = `<!doctype html><html lang="sv"><head><meta charset="utf-8"></head><body><h1>${known ? "Sidan" : "Sidan finns inte"}</h1></body></html>`;
  return new Response(request.method === "HEAD" ? null : html, { status: known ? 200 : 404, headers: { "Content-Type": "text/html" } });
}

describe("the headers of a page", () => {
  let site: TestApp;

  beforeAll(async () => {
    const page = (title: string) => `<!doctype html><html lang="sv"><head><meta charset="utf-8"></head><body><h1>${title}</h1></body></html>`;
    // /login, /signup and /forgot-password are prerendered and served as files; the other account and staff pages are rendered.
    site = await createTestApp({
      files: {
        "login/index.html": page("Logga in"),
        "signup/index.html": page("Skapa konto"),
        "forgot-password/index.html": page("Glömt lösenordet"),
        "about/index.html": page("Om oss"),
        "assets/app-1a2b.js": "console.log('hej')",
      },
      renderPage: renderAsReactRouter,
    });
  });
  afterAll(() => site.close());

  it("keep every account and staff page, the password pages among them, out of every cache", async () => {
    for (const path of [...accountPages, ...staffPages]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await site.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(200);
        expect(response.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
      }
    }
    // A page with a refused form's error summary is rendered, not read from the file; it stays out of caches too.
    expect((await site.request(`${paths.login}?fel=1`)).headers.get("cache-control")).toBe("no-store");
  });

  it("name UTF-8 on every HTML page, whether rendered for the request, the 404 page or a prerendered file", async () => {
    for (const path of [...accountPages, ...staffPages, paths.thanks, "/finns-inte", "/about"]) {
      const response = await site.request(path);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(await response.text(), path).toContain("<h1>");
    }
  });

  it("leave the public pages and the files cacheable as before", async () => {
    expect((await site.request("/about")).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect((await site.request("/assets/app-1a2b.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await site.request(paths.thanks)).headers.get("cache-control")).toBeNull();
    expect((await site.request("/finns-inte")).headers.get("cache-control")).toBeNull();
  });

  it("keep an account page out of caches on a revalidation too", async () => {
    const first = await site.request(paths.login);
    const again = await site.request(paths.login, { headers: { "If-None-Match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("no-store");
  });
});
