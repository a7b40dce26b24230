/**
 * Password sign-in against the embedded auth service: the server's own time per
 * request (the request log's durationMs), p50 and p99, for successful sign-ins one at a
 * time and a few at once, and for wrong passwords and unknown addresses, which must
 * take as long as a right one. See bench/README.md.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { authMount } from "../contracts/auth.ts";
import { authServiceFor } from "../server/auth/index.ts";
import { newClientIp, newEmail, startAuthServer } from "../server/testing/auth-test-server.ts";
import { openDatabase } from "../server/db/open-database.ts";
import { machineLine, ms, numberFlag, stringFlag, writeReport } from "./support/report.ts";

const rounds = numberFlag("rounds", 200);
const concurrency = numberFlag("concurrency", 4);
const databaseUrl = stringFlag("database-url");
const password = "ett lösenord för mätningen";

const dataDir = databaseUrl ? undefined : await mkdtemp(join(tmpdir(), "bench-auth-"));
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
const server = await startAuthServer(database);
const service = authServiceFor(server.data)!;

const email = newEmail("matning");
await service.createUser(email, password);

async function signIn(body: { email: string; password: string }): Promise<number> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": newClientIp() },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The durations the server logged for /auth/v1/token, from the given log position on. */
function loggedDurations(from: number): number[] {
  return server
    .logText()
    .slice(from)
    .split("\n")
    .filter((line) => line.includes(`"path":"${authMount}/token"`))
    .map((line) => (JSON.parse(line) as { durationMs: number }).durationMs);
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(label: string, body: () => { email: string; password: string }, expected: number, parallel = 1) {
  const from = server.logText().length;
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < rounds) {
        next += 1;
        const status = await signIn(body());
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const durations = loggedDurations(from);
  const unexpected = rounds - (statuses.get(expected) ?? 0);
  return { label, parallel, p50: percentile(durations, 0.5), p99: percentile(durations, 0.99), unexpected };
}

// One sign-in first: it makes the signing key and warms the hash's memory.
await signIn({ email, password });
const results = [
  await measure("right password", () => ({ email, password }), 200),
  await measure("right password", () => ({ email, password }), 200, concurrency),
  // Each wrong guess on its own fresh account, so the per-account limit never cuts the run short.
  await measure("unknown address", () => ({ email: newEmail("okand"), password }), 400),
];
const wrongAccounts = await Promise.all(Array.from({ length: Math.ceil(rounds / 9) }, async () => {
  const address = newEmail("fel");
  await service.createUser(address, password);
  return address;
}));
let wrongIndex = 0;
results.push(await measure("wrong password", () => ({ email: wrongAccounts[Math.floor(wrongIndex++ / 9)]!, password: "fel lösenord" }), 400));

await server.close();
await database.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });

const goalMs = 300;
const median = results[0]!.p50;
const violations = [
  median >= goalMs && `sign-in p50 ${ms(median)} is not under ${goalMs} ms`,
  ...results.filter((result) => result.unexpected > 0).map((result) => `${result.unexpected} ${result.label} answers had another status`),
].filter((violation): violation is string => typeof violation === "string");

const rows = results.map((result) => `| ${result.label} | ${result.parallel} | ${ms(result.p50)} | ${ms(result.p99)} |`).join("\n");
const report = `# Password sign-in

${machineLine()}

Setup: the site's app on 127.0.0.1 with the embedded auth service on ${databaseUrl ? "PostgreSQL" : "PGlite in a fresh folder"};
${rounds} requests \`POST /auth/v1/token?grant_type=password\` per row, each from its own
client address (X-Forwarded-For behind one trusted proxy) so the per-address limit never
refuses one. Times are the server's own (the request log's durationMs: rate-limit rows,
the account lookup, argon2id with 46 MiB and one pass, the session and token rows, the
ES256 signature). Wrong passwords and unknown addresses must cost as much as a right one,
so a stranger cannot tell which addresses have accounts by timing.

| Request | Concurrent | p50 | p99 |
|---|---|---|---|
${rows}

Goal: p50 of a right password, one at a time, under ${goalMs} ms.
${violations.length === 0 ? "\nAll checks passed." : `\nFailed:\n${violations.map((violation) => `- ${violation}`).join("\n")}`}
`;
await writeReport("auth-sign-in", report);
process.exit(violations.length === 0 ? 0 : 1);
