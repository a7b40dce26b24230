/**
 * Which auth service the browser talks to. A hosted Supabase project when the server
 * runs with SUPABASE_URL; otherwise the service embedded in this server (server/auth/),
 * on the page's own origin, so the same build works on any host name.
 */
export function hostedAuthUrl(): string | undefined {
  return __PUBLIC_ENV__.SUPABASE_URL;
}

/** The embedded service ignores the anon key, as GoTrue does; supabase-js only needs one to send. */
const embeddedAnonKey = "embedded-public-anon-key";

export function authServiceUrl(origin: string): string {
  return hostedAuthUrl() ?? origin;
}

export function authAnonKey(): string {
  return __PUBLIC_ENV__.SUPABASE_ANON_KEY ?? embeddedAnonKey;
}
