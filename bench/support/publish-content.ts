import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { authMount } from "../../contracts/auth.ts";
import { type ContentDocument, staffContentPaths } from "../../contracts/content.ts";
import { projectRoot, type SiteServer } from "../../tests/support/site-server.ts";

/**
 * A publish as a marketing manager makes one (issue 40's example): the /tjanster-paket
 * heading and the Startpaket plan's price, through the content API with a staff account
 * made by `npm run users` against the running server. For `npm run bench -- --after-publish`:
 * the pages are measured as the running server rendered them again, not as built.
 */
export async function publishExampleEdit(site: Pick<SiteServer, "baseUrl" | "dataDir">): Promise<string> {
  const email = `redaktor-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Ett långt lösenord för redaktören";
  execFileSync(process.execPath, ["server/auth/cli.ts", "create", email, "--role", "staff"], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: "" },
    input: `${password}\n`,
    encoding: "utf8",
  });
  const signIn = await fetch(`${site.baseUrl}${authMount}/token?grant_type=password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`Sign-in failed: HTTP ${signIn.status}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };

  async function publish(id: string, change: (data: Record<string, unknown>) => void) {
    const document = (await (await fetch(`${site.baseUrl}${staffContentPaths.document(id)}`, { headers })).json()) as ContentDocument;
    const data = structuredClone(document.current);
    change(data);
    const saved = await fetch(`${site.baseUrl}${staffContentPaths.draft(id)}`, { method: "PUT", headers, body: JSON.stringify({ data }) });
    if (!saved.ok) throw new Error(`Draft of ${id}: HTTP ${saved.status} ${await saved.text()}`);
    const published = await fetch(`${site.baseUrl}${staffContentPaths.publish(id)}`, { method: "POST", headers, body: "{}" });
    if (published.status !== 201) throw new Error(`Publish of ${id}: HTTP ${published.status} ${await published.text()}`);
  }

  const heading = "Paketlösningar som växer med er";
  const price = 15995;
  await publish("tjanster-paket-page", (data) => ((data.page as { heading: string }).heading = heading));
  await publish("prices", (data) => ((data.plans as { setupCost: number }[])[0]!.setupCost = price));
  const html = await (await fetch(`${site.baseUrl}/tjanster-paket`)).text();
  if (!html.includes(heading) || !html.includes("15\u00a0995")) throw new Error("The published edit is not in /tjanster-paket's HTML");
  return `Measured after a publish in the running server: the /tjanster-paket heading ("${heading}") and the Startpaket plan's price (${price} kr), as issue 40's example.`;
}
