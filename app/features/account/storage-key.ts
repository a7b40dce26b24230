/**
 * The key under which supabase-js keeps the session: `sb-<first label of the auth
 * URL's hostname>-auth-token` (supabase-js SupabaseClient.ts), so `sb-localhost-auth-token`
 * for the service embedded on localhost and `sb-abcd-auth-token` for abcd.supabase.co.
 */
export function authStorageKey(serviceUrl: string): string {
  const [label] = new URL(serviceUrl).hostname.split(".");
  return `sb-${label}-auth-token`;
}
