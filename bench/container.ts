/**
 * npm run bench:container: builds the image (Dockerfile), starts it as compose.yaml does
 * (beside PostgreSQL 17 on a network of their own, read-only root file system, /tmp a
 * tmpfs, a named volume for /data, no capabilities), with a business's own public values,
 * sends a lead and checks that it is stored and delivered, signed, to a webhook receiver
 * in a third container. Writes bench/results/container.md: the image's size, how long
 * its build and its start took, and each check.
 *
 *   npm run bench:container [-- --runtime podman|docker] [--node-image IMAGE]
 *     [--postgres-image IMAGE] [--context DIR] [--skip-build]
 *
 * Images: the official node:24-bookworm-slim and postgres:17 when the runtime has or can
 * pull them; otherwise bench/support/local-images.sh makes both from Debian's packages
 * (mmdebstrap), as on machines that reach no image registry.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { leadEndpoints } from "../contracts/lead-forms.ts";
import { projectRoot } from "./support/lead-server.ts";
import { machineLine, stringFlag, writeReport } from "./support/report.ts";
import { verifyWebhook } from "./support/verify-webhook.ts";

const args = process.argv.slice(2);
const runtime = stringFlag("runtime") ?? process.env.CONTAINER_RUNTIME ?? (commandExists("podman") ? "podman" : "docker");
const context = stringFlag("context") ?? projectRoot;
const run = `${process.pid}`;
const names = {
  image: "localhost/nordsvar-site:bench",
  network: `nordsvar-bench-${run}`,
  postgres: `nordsvar-bench-postgres-${run}`,
  postgresVolume: `nordsvar-bench-postgres-${run}`,
  receiver: `nordsvar-bench-receiver-${run}`,
  site: `nordsvar-bench-site-${run}`,
  dataVolume: `nordsvar-bench-data-${run}`,
};

function commandExists(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Runs the container runtime; its output, or throws with its error output. */
function container(commandArgs: string[], options: { timeoutMs?: number; allowFailure?: boolean } = {}): { code: number; out: string; err: string } {
  const result = spawnSync(runtime, commandArgs, { encoding: "utf8", timeout: options.timeoutMs ?? 600_000, maxBuffer: 64 * 1024 * 1024 });
  const outcome = { code: result.status ?? 1, out: result.stdout?.trim() ?? "", err: result.stderr?.trim() ?? "" };
  if (outcome.code !== 0 && !options.allowFailure) {
    throw new Error(`${runtime} ${commandArgs.slice(0, 3).join(" ")} failed (${outcome.code}):\n${outcome.err || outcome.out}`);
  }
  return outcome;
}

const imageExists = (image: string) => container(["image", "inspect", image], { allowFailure: true }).code === 0;

/** The official image when it is here or can be pulled in time; otherwise the one local-images.sh makes. */
function chooseImage(flag: string | undefined, official: string, local: string): string {
  if (flag) return flag;
  if (imageExists(official)) return official;
  if (container(["pull", official], { allowFailure: true, timeoutMs: 90_000 }).code === 0) return official;
  if (!imageExists(local)) execFileSync("sh", [join(projectRoot, "bench", "support", "local-images.sh")], { stdio: "inherit", env: { ...process.env, CONTAINER_RUNTIME: runtime } });
  return local;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const checks: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail = "") {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
}

async function until<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(attempt)
      .catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** A webhook endpoint that answers 204 and writes each request to its log as a JSON line. */
const receiverScript = `require("node:http").createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    console.log(JSON.stringify({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") }));
    response.writeHead(204).end();
  });
}).listen(8080);`;

const business = {
  SITE_URL: "https://kundservice.example.se",
  BRAND_NAME: "Testbolaget Kundservice",
  CONTACT_EMAIL: "hej@kundservice.example.se",
  CONTACT_PHONE: "031-123 45 67",
};
const webhookSecret = `whsec_${randomBytes(24).toString("base64")}`;
const postgresPassword = randomBytes(18).toString("base64url");
const port = 20_000 + (process.pid % 20_000);

const runtimeVersion = container(["--version"]).out;
const nodeImage = chooseImage(stringFlag("node-image"), "docker.io/library/node:24-bookworm-slim", "localhost/nordsvar-node:24");
const postgresImage = chooseImage(stringFlag("postgres-image"), "docker.io/library/postgres:17", "localhost/nordsvar-postgres:17");

let buildMs: number | undefined;
if (!args.includes("--skip-build")) {
  console.log(`Bygger ${names.image} på ${nodeImage} med ${runtimeVersion}...`);
  const started = performance.now();
  // HEALTHCHECK is part of Docker's image format only; podman writes OCI unless told.
  const format = runtime === "podman" ? ["--format", "docker"] : [];
  execFileSync(runtime, ["build", ...format, "--build-arg", `NODE_IMAGE=${nodeImage}`, "-t", names.image, context], { stdio: "inherit" });
  buildMs = performance.now() - started;
}
const imageBytes = Number(container(["image", "inspect", "--format", "{{.Size}}", names.image]).out);

let startMs = 0;
let stopMs = 0;
try {
  container(["network", "create", names.network]);
  container([
    "run", "-d", "--name", names.postgres, "--network", names.network,
    "-e", "POSTGRES_USER=nordsvar", "-e", `POSTGRES_PASSWORD=${postgresPassword}`, "-e", "POSTGRES_DB=nordsvar",
    "-v", `${names.postgresVolume}:/var/lib/postgresql/data`, postgresImage,
  ]);
  // compose.yaml's health check: the site starts only once PostgreSQL answers.
  await until("PostgreSQL", 120_000, () => (container(["exec", names.postgres, "pg_isready", "-U", "nordsvar", "-d", "nordsvar"], { allowFailure: true }).code === 0 ? true : undefined));
  container(["run", "-d", "--name", names.receiver, "--network", names.network, "--read-only", "--cap-drop", "ALL", names.image, "node", "-e", receiverScript]);

  const started = performance.now();
  container([
    "run", "-d", "--name", names.site, "--network", names.network,
    "--read-only", "--tmpfs", "/tmp", "--cap-drop", "ALL", "--security-opt", "no-new-privileges",
    "-v", `${names.dataVolume}:/data`, "-p", `127.0.0.1:${port}:3000`,
    "-e", `DATABASE_URL=postgres://nordsvar:${postgresPassword}@${names.postgres}:5432/nordsvar`,
    ...Object.entries(business).flatMap(([name, value]) => ["-e", `${name}=${value}`]),
    "-e", `AUTOMATION_WEBHOOK_URL=http://${names.receiver}:8080/hook`, "-e", `WEBHOOK_SECRET=${webhookSecret}`,
    names.image,
  ]);
  const baseUrl = `http://127.0.0.1:${port}`;
  await until("/health/ready", 180_000, async () => ((await fetch(`${baseUrl}/health/ready`)).ok ? true : undefined));
  startMs = performance.now() - started;
  const logs = container(["logs", names.site]);
  const startLog = logs.out + logs.err;
  check("ready: /health/ready answers 200", true, `${seconds(startMs)} from \`${runtime} run\``);
  const rerendered = /De publika värdena skiljer sig[^"]*/.exec(startLog)?.[0];
  check("the pages and the guide rendered again with the container's public values", rerendered !== undefined, rerendered ?? "no such line in the log");

  const home = await (await fetch(`${baseUrl}/`)).text();
  check("the home page names the configured brand and address", home.includes(business.BRAND_NAME) && home.includes(`<link rel="canonical" href="${business.SITE_URL}/"/>`));
  const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
  check("robots.txt points at the configured sitemap", robots.includes(`Sitemap: ${business.SITE_URL}/sitemap.xml`));

  const email = `container-${run}@example.com`;
  const posted = await fetch(`${baseUrl}${leadEndpoints.contact}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Lina Berg", email, company: "Berg AB", message: "Från containerns test." }),
  });
  const { id } = (await posted.json()) as { id?: string };
  check("a lead is accepted", posted.status === 201 && typeof id === "string", `HTTP ${posted.status}`);

  const stored = container(["exec", names.postgres, "psql", "-U", "nordsvar", "-d", "nordsvar", "-tAc", `select count(*) from leads where email = '${email}'`]).out;
  check("the lead is stored in PostgreSQL", stored === "1", `${stored} row`);
  const listed = container(["exec", names.site, "node", "server/leads/cli.ts", "list"], { allowFailure: true });
  check("`npm run leads -- list` in the image lists it", listed.code === 0 && listed.out.includes(email), listed.code === 0 ? "" : listed.err.slice(0, 200));

  const delivery = await until("the webhook delivery", 60_000, () => {
    const lines = container(["logs", names.receiver]).out.split("\n").filter((line) => line.startsWith("{"));
    return lines.map((line) => JSON.parse(line) as { headers: Record<string, string>; body: string }).find((request) => request.body.includes(email));
  });
  let verified: unknown;
  try {
    verified = verifyWebhook(webhookSecret, delivery.headers, delivery.body);
  } catch (error) {
    verified = (error as Error).message;
  }
  check(
    "the lead is delivered to the webhook with a valid Standard Webhooks signature",
    typeof verified === "object" && verified !== null && JSON.stringify(verified).includes(email),
    `webhook-id ${delivery.headers["webhook-id"]}`,
  );

  const health = container(["healthcheck", "run", names.site], { allowFailure: true });
  if (runtime === "podman") check("the image's HEALTHCHECK passes", health.code === 0, health.out || health.err);
  else {
    const status = await until("a health status", 120_000, () => {
      const value = container(["inspect", "--format", "{{.State.Health.Status}}", names.site]).out;
      return value === "starting" ? undefined : value;
    });
    check("the image's HEALTHCHECK passes", status === "healthy", status);
  }
  const user = container(["exec", names.site, "id", "-u"]).out;
  check("the server runs as a user other than root", user !== "0", `uid ${user}`);
  const write = container(["exec", names.site, "sh", "-c", "touch /app/server/x"], { allowFailure: true });
  check("the root file system is read-only", write.code !== 0, write.err.split("\n")[0] ?? "");
  const dataMode = container(["exec", names.site, "stat", "-c", "%a %U", "/data"]).out;
  check("DATA_DIR is the server user's alone", dataMode === "700 nordsvar", dataMode);

  const stopping = performance.now();
  container(["stop", "-t", "30", names.site]);
  stopMs = performance.now() - stopping;
  const exitCode = container(["inspect", "--format", "{{.State.ExitCode}}", names.site]).out;
  check("SIGTERM stops it cleanly", exitCode === "0", `exit ${exitCode} after ${seconds(stopMs)}`);
} catch (error) {
  check("the run finished", false, (error as Error).message);
  const logs = container(["logs", names.site], { allowFailure: true });
  console.error(logs.out, logs.err);
} finally {
  for (const name of [names.site, names.receiver, names.postgres]) {
    // Killed first: the receiver ignores SIGTERM, and `rm -f` would wait for it. -v: the
    // anonymous volume the image's VOLUME gave the receiver goes too.
    container(["kill", name], { allowFailure: true });
    container(["rm", "-f", "-v", name], { allowFailure: true });
  }
  for (const volume of [names.dataVolume, names.postgresVolume]) container(["volume", "rm", "-f", volume], { allowFailure: true });
  container(["network", "rm", names.network], { allowFailure: true });
}

const failed = checks.filter((entry) => !entry.ok).length;
await writeReport(
  "container",
  `# The container image

${machineLine()} ${runtimeVersion}; base image \`${nodeImage}\`, PostgreSQL \`${postgresImage}\`.

| | |
|---|---|
| image size | ${(imageBytes / 1e6).toFixed(0)} MB |
| build | ${buildMs === undefined ? "skipped" : seconds(buildMs)} |
| start to /health/ready | ${seconds(startMs)} |
| stop (SIGTERM) | ${seconds(stopMs)} |

| check | result | detail |
|---|---|---|
${checks.map((entry) => `| ${entry.name} | ${entry.ok ? "ok" : "FAILED"} | ${entry.detail.replaceAll("|", "\\|")} |`).join("\n")}
`,
);
process.exit(failed === 0 ? 0 : 1);
