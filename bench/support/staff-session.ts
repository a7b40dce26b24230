/**
 * A staff member for the benchmarks that use the workspace's API: an account made with
 * `npm run users -- create` against the servers' database, signed in through a server's
 * embedded auth as the login page's supabase-js would, and requests with its token.
 */
import { spawn } from "node:child_process";
import { authAnonKey } from "../../app/lib/auth-service-url.ts";
import type { PublicEnv } from "../../config/public-env.ts";
import { projectRoot } from "./lead-server.ts";

/**
 * Creates a confirmed staff account with `node server/auth/cli.ts create ADDRESS --role
 * staff`, the password on standard input, on the database at `databaseUrl`.
 */
export async function createStaffAccount(databaseUrl: string, email: string, password: string): Promise<void> {
  const child = spawn(process.execPath, ["server/auth/cli.ts", "create", email, "--role", "staff"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stdin.end(`${password}\n`);
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  if (code !== 0) throw new Error(`npm run users -- create ${email} ended with ${code}:\n${output}`);
}

/** The public values a page hands its scripts (its inline `window.__PUBLIC_ENV__=…;`). */
export function publicValuesOf(html: string): PublicEnv {
  const script = /window\.__PUBLIC_ENV__=(\{.*?\});(?:window\.|<\/script>)/s.exec(html);
  if (!script) throw new Error("The page carries no __PUBLIC_ENV__ script");
  return JSON.parse(script[1]!) as PublicEnv;
}

/** The anon key the page's own code sends to the auth service (app/lib/auth-service-url.ts). */
function anonKeyOf(values: PublicEnv): string {
  const global = globalThis as { __PUBLIC_ENV__?: PublicEnv };
  const before = global.__PUBLIC_ENV__;
  global.__PUBLIC_ENV__ = values;
  try {
    return authAnonKey();
  } finally {
    global.__PUBLIC_ENV__ = before;
  }
}

/**
 * Signs in with a password as supabase-js does (`POST /auth/v1/token?grant_type=password`
 * with the `apikey` header the site's pages carry) and answers the access token.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const page = await fetch(`${baseUrl}/login`);
  const apikey = anonKeyOf(publicValuesOf(await page.text()));
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", apikey },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string; msg?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`Sign-in answered ${response.status}: ${body.msg ?? JSON.stringify(body)}`);
  return body.access_token;
}

export interface StaffAnswer<T> {
  status: number;
  body: T;
}

/** A request to the staff API with the Bearer token, JSON both ways; answers the status and the parsed body (null when empty). */
export async function staffRequest<T>(baseUrl: string, token: string, path: string, { method = "GET", body }: { method?: string; body?: unknown } = {}): Promise<StaffAnswer<T>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text === "" ? null : JSON.parse(text)) as T };
}

/** Like staffRequest, but throws with the answer unless the status is the one expected. */
export async function expectStaff<T>(baseUrl: string, token: string, path: string, expected: number, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const answer = await staffRequest<T>(baseUrl, token, path, options);
  if (answer.status !== expected) throw new Error(`${options.method ?? "GET"} ${path} answered ${answer.status}, not ${expected}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
