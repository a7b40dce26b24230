import { z } from "zod";
import type { PublicEnv } from "../../config/public-env.ts";

/** An EC P-256 private key as a JWK, the one kind of key supabase-js can verify locally (ES256). */
const signingJwkSchema = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1),
  kid: z.string().min(1).optional(),
});

export type SigningJwk = z.output<typeof signingJwkSchema>;

const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

/** The embedded auth service's environment variables, to be merged into the server's schema. */
export const authEnvShape = {
  /**
   * The secret the service-role client (supabase-js `auth.admin`) sends as its key, for
   * invitations over HTTP. Unset, only the command line (`npm run users`) can invite.
   */
  AUTH_SERVICE_ROLE_KEY: z.string().trim().min(32, "must be at least 32 characters").optional(),
  /** Origins besides SITE_URL's that mailed links may lead back to, separated by commas. */
  AUTH_REDIRECT_URLS: z
    .string()
    .trim()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const entry of value.split(",").map((part) => part.trim()).filter(Boolean)) {
        const parsed = origin.safeParse(entry);
        if (parsed.success) origins.push(parsed.data);
        else context.addIssue({ code: "custom", message: `${entry} is not an http(s) URL` });
      }
      return origins;
    })
    .optional(),
  /**
   * How long a session lasts at most from its sign-in, however often it is refreshed;
   * after it the refresh token is refused and the customer signs in again.
   */
  AUTH_SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(90).default(90),
  /** How long an access token is valid; supabase-js refreshes it before it runs out. */
  AUTH_ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  /**
   * A private EC P-256 JWK (JSON) to sign access tokens with. Unset, the first server to
   * start makes a key and keeps it in the database, where every instance finds it.
   */
  AUTH_SIGNING_KEY: z
    .string()
    .trim()
    .transform((value, context) => {
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        json = undefined;
      }
      const parsed = signingJwkSchema.safeParse(json);
      if (!parsed.success) context.addIssue({ code: "custom", message: "must be a private EC P-256 key as JSON (a JWK with d)" });
      return parsed.data ?? z.NEVER;
    })
    .optional(),
};

export const authEnvSchema = z.object(authEnvShape);

export type AuthEnv = z.output<typeof authEnvSchema>;

/** The embedded service: this server signs customers in (server/auth/README.md). */
export interface EmbeddedAuthConfig {
  mode: "embedded";
  /** The site's public address: the issuer of tokens and the base of mailed links. */
  siteUrl: string;
  /** Origins mailed links may redirect to: SITE_URL's and AUTH_REDIRECT_URLS. */
  redirectOrigins: readonly string[];
  serviceRoleKey: string | undefined;
  accessTokenSeconds: number;
  signingKey: SigningJwk | undefined;
  /** How long an exchanged refresh token still works, for two tabs refreshing at once. */
  refreshReuseSeconds: number;
  /** A session's absolute lifetime from its sign-in (AUTH_SESSION_MAX_DAYS). */
  sessionMaxDays: number;
  /**
   * The least time /signup and /recover take to answer, whatever they did: what is left
   * of the difference between an address with an account and one without (a few
   * database writes) drowns in it.
   */
  answerFloorMs: number;
}

/** A hosted Supabase project signs customers in; this server only verifies its tokens. */
export interface HostedAuthConfig {
  mode: "hosted";
  supabaseUrl: string;
}

export type AuthConfig = EmbeddedAuthConfig | HostedAuthConfig;

/** Well above what either path of /signup or /recover takes on a busy server, well below what a visitor notices after pressing the button. */
export const answerFloorMs = 250;

/** GoTrue's own default reuse interval is 10 s in the Supabase CLI. */
export const refreshReuseSeconds = 10;

type SiteEnv = Pick<PublicEnv, "SITE_URL" | "SUPABASE_URL" | "SUPABASE_ANON_KEY">;

export function authConfigFromEnv(env: AuthEnv & SiteEnv): AuthConfig {
  if (env.SUPABASE_URL) {
    if (!env.SUPABASE_ANON_KEY) throw new Error("Invalid environment variables:\n  SUPABASE_ANON_KEY: required when SUPABASE_URL is set");
    return { mode: "hosted", supabaseUrl: env.SUPABASE_URL };
  }
  const siteOrigin = new URL(env.SITE_URL).origin;
  return {
    mode: "embedded",
    siteUrl: env.SITE_URL,
    redirectOrigins: [...new Set([siteOrigin, ...(env.AUTH_REDIRECT_URLS ?? [])])],
    serviceRoleKey: env.AUTH_SERVICE_ROLE_KEY,
    accessTokenSeconds: env.AUTH_ACCESS_TOKEN_SECONDS,
    signingKey: env.AUTH_SIGNING_KEY,
    refreshReuseSeconds,
    sessionMaxDays: env.AUTH_SESSION_MAX_DAYS,
    answerFloorMs,
  };
}
