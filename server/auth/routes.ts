import { type Context, Hono } from "hono";
import { cors } from "hono/cors";
import { z } from "zod";
import type { AppEnv } from "../http/app-env.ts";
import { clientIp, rateLimitKey } from "../http/client-ip.ts";
import { readBody } from "../http/request-body.ts";
import { apiVersion, AuthError, authErrors, handleAuthError } from "./errors.ts";
import { authLimits, createLimit } from "./rate-limits.ts";
import { allowedRedirect, withFragment } from "./redirects.ts";
import { secretsEqual } from "./secrets.ts";
import { type RequestSource, sourceNetwork } from "./security-events.ts";
import { type AuthService, type LogoutScope, linkTypeOf } from "./service.ts";
import { type AuthServices, authServiceFor } from "./service-for.ts";
import type { SessionJson } from "./sessions.ts";
import { userJson } from "./user-json.ts";
import { type UserRole, userRoles } from "../db/schema.ts";

const jsonObject = z.record(z.string(), z.unknown());

const noStore = { "Cache-Control": "no-store" };

/** What supabase-js sends cross-origin (research notes §0). */
const corsOptions = {
  origin: "*",
  allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
  allowHeaders: ["apikey", "authorization", "content-type", "x-client-info", "x-supabase-api-version", "x-retry-count"],
  exposeHeaders: ["X-Supabase-Api-Version", "Retry-After"],
  maxAge: 600,
};

/** The error an /auth/v1/verify redirect names, from the status (GoTrue api/errors.go). */
function oauthError(status: number): string {
  if (status >= 500) return "server_error";
  if (status === 401) return "unauthorized_client";
  if (status === 403) return "access_denied";
  return "invalid_request";
}

function sessionFragment(session: SessionJson, type: string): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: "",
    token_type: session.token_type,
    type,
  };
}

const logoutScopes: readonly LogoutScope[] = ["global", "local", "others"];

/** What /auth/v1 needs: without a database, or with a hosted project, it is not mounted. */
export interface AuthContext {
  data?: AuthServices;
  trustProxy: number;
}

/** Runs `work` and answers no sooner than `floorMs` after it began, succeeding or failing. */
async function atLeast<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/**
 * The embedded Supabase Auth (GoTrue) subset at /auth/v1 (server/auth/README.md).
 * Not mounted without a database, nor when SUPABASE_URL names a hosted project.
 */
export function authRoutes({ data, trustProxy }: AuthContext) {
  if (!data) return undefined;
  const service = authServiceFor(data);
  if (!service || data.auth?.mode !== "embedded") return undefined;
  const config = data.auth;
  const db = data.database.db;
  const tokenLimit = createLimit(db, "token", authLimits.token);
  const sensitiveLimit = createLimit(db, "sensitive", authLimits.sensitive);
  const sourceOf = (c: Context<AppEnv>): RequestSource => {
    const ip = clientIp(c, trustProxy);
    const key = rateLimitKey(ip);
    return { ip, key, network: sourceNetwork(key), log: c.get("log") };
  };
  const ipOf = (c: Context<AppEnv>) => sourceOf(c).key;

  const routes = new Hono<AppEnv>();
  routes.onError(handleAuthError);
  routes.use(cors(corsOptions));
  routes.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Supabase-Api-Version", apiVersion);
  });

  routes.post("/token", async (c) => {
    const source = sourceOf(c);
    await tokenLimit.consume(source.key);
    const grant = c.req.query("grant_type");
    const body = await readBody(c, jsonObject);
    if (grant === "password") return c.json(await service.signInWithPassword(body.email, body.password, source), 200, noStore);
    if (grant === "refresh_token") return c.json(await service.refresh(body.refresh_token, source), 200, noStore);
    throw authErrors.badRequest("unsupported_grant_type");
  });

  routes.post("/signup", async (c) => {
    await sensitiveLimit.consume(ipOf(c));
    const body = await readBody(c, jsonObject);
    // Both answers take the same work and at least the same time: neither tells whether the address has an account.
    const user = await atLeast(config.answerFloorMs, () =>
      service.signUp({ email: body.email, password: body.password, data: body.data, redirectTo: c.req.query("redirect_to") }),
    );
    return c.json(user, 200, noStore);
  });

  routes.post("/recover", async (c) => {
    await sensitiveLimit.consume(ipOf(c));
    const body = await readBody(c, jsonObject);
    await atLeast(config.answerFloorMs, () => service.recover(body.email, c.req.query("redirect_to")));
    return c.json({}, 200, noStore);
  });

  routes.post("/verify", async (c) => {
    const source = sourceOf(c);
    await sensitiveLimit.consume(source.key);
    const body = await readBody(c, jsonObject);
    const type = typeof body.type === "string" ? linkTypeOf(body.type) : undefined;
    if (!type || typeof body.token_hash !== "string") {
      throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
    }
    return c.json(await service.verify(type, body.token_hash, source), 200, noStore);
  });

  // The link in a mail: works without the apikey header, answers with a redirect either way.
  routes.get("/verify", async (c) => {
    const redirectTo = allowedRedirect(c.req.query("redirect_to"), config.redirectOrigins, config.siteUrl);
    const requestedType = c.req.query("type") ?? "";
    c.header("Cache-Control", "no-store");
    try {
      const source = sourceOf(c);
      await sensitiveLimit.consume(source.key);
      const type = linkTypeOf(requestedType);
      const token = c.req.query("token");
      if (!type || !token) throw authErrors.linkInvalid();
      const session = await service.verify(type, token, source);
      return c.redirect(withFragment(redirectTo, sessionFragment(session, requestedType)), 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const fragment = { error: oauthError(error.status), error_code: error.code, error_description: error.message, sb: "" };
      return c.redirect(withFragment(redirectTo, fragment), 303);
    }
  });

  routes.get("/user", async (c) => {
    const { user } = await service.authenticate(c.req.header("Authorization"));
    return c.json(userJson(user), 200, noStore);
  });

  routes.put("/user", async (c) => {
    const source = sourceOf(c);
    await sensitiveLimit.consume(source.key);
    const signedIn = await service.authenticate(c.req.header("Authorization"));
    const body = await readBody(c, jsonObject);
    return c.json(await service.updateUser(signedIn, body, source), 200, noStore);
  });

  routes.post("/logout", async (c) => {
    const scope = (c.req.query("scope") ?? "global") as LogoutScope;
    if (!logoutScopes.includes(scope)) throw authErrors.badRequest(`Unsupported logout scope "${scope}"`);
    const signedIn = await service.authenticate(c.req.header("Authorization"));
    await service.logout(signedIn, scope, sourceOf(c));
    return c.body(null, 204);
  });

  routes.get("/settings", (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    }),
  );

  routes.get("/.well-known/jwks.json", async (c) =>
    c.json(await service.keys.jwks(), 200, { "Cache-Control": "public, max-age=600" }),
  );

  mountAdminRoutes(routes, service, config.serviceRoleKey, sourceOf);
  return routes;
}

/**
 * Invitations and user administration for a client holding the service role key
 * (AUTH_SERVICE_ROLE_KEY), as supabase-js `auth.admin` calls them. Without the key
 * configured they answer 403: `npm run users` does the same on the database directly.
 */
function mountAdminRoutes(routes: Hono<AppEnv>, service: AuthService, serviceRoleKey: string | undefined, sourceOf: (c: Context<AppEnv>) => RequestSource) {
  const requireServiceRole = (c: Context<AppEnv>) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization")?.trim() ?? "");
    if (!match) throw authErrors.noAuthorization();
    if (!serviceRoleKey || !secretsEqual(match[1]!, serviceRoleKey)) throw authErrors.notAdmin();
  };

  routes.post("/invite", async (c) => {
    requireServiceRole(c);
    const body = await readBody(c, jsonObject);
    return c.json(await service.invite(body.email, { data: body.data, redirectTo: c.req.query("redirect_to") }), 200, noStore);
  });

  routes.get("/admin/users", async (c) => {
    requireServiceRole(c);
    const users = await service.listUsers();
    return c.json({ users: users.map(userJson), aud: "authenticated" }, 200, noStore);
  });

  routes.post("/admin/users", async (c) => {
    requireServiceRole(c);
    const body = await readBody(c, jsonObject);
    if (typeof body.password !== "string") throw authErrors.validation("A password is required");
    // GoTrue keeps the role where only the service role may write it: app_metadata.
    const role = roleIn(body.app_metadata);
    return c.json(await service.createUser(body.email, body.password, { confirmed: body.email_confirm === true, role }), 200, noStore);
  });

  routes.get("/admin/users/:id", async (c) => {
    requireServiceRole(c);
    const id = c.req.param("id");
    const user = z.uuid().safeParse(id).success ? await service.findUserById(id) : undefined;
    if (!user) throw authErrors.userNotFound();
    return c.json(userJson(user), 200, noStore);
  });

  routes.delete("/admin/users/:id", async (c) => {
    requireServiceRole(c);
    const id = c.req.param("id");
    if (!z.uuid().safeParse(id).success || !(await service.deleteUserById(id, sourceOf(c)))) throw authErrors.userNotFound();
    return c.json({}, 200, noStore);
  });
}

function roleIn(appMetadata: unknown): UserRole | undefined {
  if (typeof appMetadata !== "object" || appMetadata === null || !("role" in appMetadata)) return undefined;
  const parsed = z.enum(userRoles).safeParse(appMetadata.role);
  if (!parsed.success) throw authErrors.validation(`app_metadata.role must be one of ${userRoles.join(", ")}`);
  return parsed.data;
}
