/**
 * Seeded malformed requests (fast-check) to the five lead endpoints of the real server:
 * none may answer 5xx, and every refusal must be in the API's error shape with one of
 * its Swedish messages. Exits 1 with the (shrunk) failing request. See bench/README.md.
 */
import fc from "fast-check";
import { refusedPostParameter } from "../app/content/forms.ts";
import { rm } from "node:fs/promises";
import { errorMessages } from "../server/http/error-messages.ts";
import { leadForms } from "../server/leads/index.ts";
import { fakeClientAddress, freshDataDir, prepareBuild, startLeadServer } from "./support/lead-server.ts";
import { statusLine } from "./support/load.ts";
import { describeRequest, type MalformedRequest, malformedRequest, path } from "./support/malformed-requests.ts";
import { machineLine, numberFlag, stringFlag, writeReport } from "./support/report.ts";

const runs = numberFlag("runs", 10_000);
const seed = numberFlag("seed", Math.floor(Math.random() * 2 ** 31));
const requestTimeoutMs = 30_000;

const build = await prepareBuild("bench-leads-fuzz", stringFlag("build-dir"));
const dataDir = await freshDataDir("leads-fuzz");
const server = await startLeadServer({ buildDir: build.dir, dataDir });
console.log(`Server up at ${server.baseUrl}; ${runs} malformed requests, seed ${seed}...`);

const swedishMessages = new Set<string>(Object.values(errorMessages));
const statuses = new Map<number, number>();
const byCategory = new Map<string, Map<number, number>>();
let sent = 0;

/** What is wrong with an answer, or undefined when it is one the API may give. */
function problemWith(request: MalformedRequest, status: number, headers: Headers, text: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  const isForm = request.contentType?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
  if (status === 303 && isForm) {
    const location = headers.get("location") ?? "";
    const refused = `${leadForms[request.kind].page}?${refusedPostParameter}=1`;
    // A stored lead (a filled honeypot) goes on to the confirmation page, which names the form.
    const stored = location.startsWith("/") && location.endsWith(`?typ=${request.kind}`);
    return location === refused || stored ? undefined : `303 to ${JSON.stringify(location)}, expected ${refused} or the confirmation page`;
  }
  // A filled honeypot or a body that happens to be valid is stored: the answer of a success.
  if (status === 201 && !isForm) return /^\{"id":"[0-9a-f-]{36}"\}$/.test(text) ? undefined : `201 with body ${text.slice(0, 200)}`;
  if (status < 400) return `answered ${status}`;
  if (!headers.get("content-type")?.startsWith("application/json")) return `${status} with Content-Type ${headers.get("content-type")}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return `${status} with body ${text.slice(0, 200)}`;
  const { error, fields, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `${status} with keys beyond error and fields: ${text.slice(0, 200)}`;
  if (typeof error !== "string" || !swedishMessages.has(error)) return `${status} with an error that is not one of the API's messages: ${text.slice(0, 200)}`;
  if (fields !== undefined) {
    const valid =
      typeof fields === "object" && fields !== null && !Array.isArray(fields) &&
      Object.values(fields).every((message) => typeof message === "string" && message.length > 0);
    if (!valid) return `${status} with fields that are not a map of messages: ${text.slice(0, 200)}`;
  }
  return undefined;
}

const property = fc.asyncProperty(malformedRequest, async (request) => {
  const headers: Record<string, string> = { "x-forwarded-for": fakeClientAddress(sent++) };
  if (request.contentType !== undefined) headers["content-type"] = request.contentType;
  if (request.idempotencyKey !== undefined) headers["idempotency-key"] = request.idempotencyKey;
  // Without a Content-Type header fetch would add text/plain to a string body; bytes go as they are.
  const body =
    typeof request.body === "string" && request.contentType !== undefined ? request.body : new Uint8Array(Buffer.from(request.body));
  const response = await fetch(`${server.baseUrl}${path(request)}`, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const text = await response.text();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const counts = byCategory.get(request.category) ?? new Map<number, number>();
  counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
  byCategory.set(request.category, counts);
  const problem = problemWith(request, response.status, response.headers, text);
  if (problem) throw new Error(problem);
});

const started = performance.now();
const details = await fc.check(property, { seed, numRuns: runs });
const elapsedS = (performance.now() - started) / 1000;
const exitCode = await server.stop();
await rm(dataDir, { recursive: true, force: true });
await build.dispose();

const failure = details.failed
  ? `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n\n${details.counterexample ? describeRequest(details.counterexample[0]) : "(no counterexample)"}`
  : undefined;
const violations = [
  failure && `a request failed the property after ${details.numRuns} runs (shrunk ${details.numShrinks} times):\n\n\`\`\`\n${failure}\n\`\`\`\n\nReplay: \`npm run bench:leads-fuzz -- --seed ${seed} --runs ${runs}\` (fast-check path ${details.counterexamplePath})`,
  exitCode !== 0 && `the server did not stop cleanly on SIGTERM (exit ${exitCode})`,
  server.errorLines.length > 0 && `the server logged ${server.errorLines.length} errors, first:\n\n\`\`\`\n${server.errorLines[0]}\n\`\`\``,
].filter((violation): violation is string => typeof violation === "string");

const report = `# Lead API: malformed requests

${machineLine()}

${sent} requests (${details.numRuns} generated cases${details.numShrinks > 0 ? `, then ${details.numShrinks} shrinks` : ""}) in ${elapsedS.toFixed(0)} s,
fast-check seed **${seed}**, spread over the five endpoints, each from its own fake
client address (X-Forwarded-For, \`TRUST_PROXY=1\`) so that the per-address rate limit
does not answer instead of the validation. The property: no 5xx; JSON refusals are 4xx
\`{ "error": string, "fields"?: Record<string, string> }\` with one of the API's Swedish
messages (server/http/error-messages.ts); a plain form post (form-encoded) answers 303
back to its page with \`?fel=1\`; a body that is valid after all (the honeypot field
takes any value) answers 201 \`{"id"}\`.

Answers: ${statusLine(statuses)}.

| category | answers |
|---|---|
${[...byCategory].sort(([a], [b]) => a.localeCompare(b)).map(([category, counts]) => `| ${category} | ${statusLine(counts)} |`).join("\n")}

${violations.length === 0 ? "**Result: pass**: no 5xx, every refusal in the error shape." : `**Result: FAIL**\n\n${violations.map((violation) => `- ${violation}`).join("\n")}`}
`;
await writeReport("leads-fuzz", report);
process.exit(violations.length === 0 ? 0 : 1);
