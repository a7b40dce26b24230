import { eq } from "drizzle-orm";
import { authServiceFor } from "../auth/index.ts";
import { authUsers, type UserRole } from "../db/schema.ts";
import { type AuthTestServer, newEmail } from "./auth-test-server.ts";

const password = "rätt-lösenord-1";

export interface SignedInUser {
  email: string;
  accessToken: string;
}

/** Sets an account's role as `npm run users` would, straight in the table, for tests of the workspace. */
export async function setRole(server: AuthTestServer, email: string, role: UserRole): Promise<void> {
  await server.data.database.db.update(authUsers).set({ role }).where(eq(authUsers.email, email));
}

/** A confirmed account of the given role, signed in with supabase-js on the test server. */
export async function signedInUser(server: AuthTestServer, role: UserRole, label: string = role): Promise<SignedInUser> {
  const email = newEmail(label);
  const service = authServiceFor(server.data);
  if (!service) throw new Error("The test server runs the embedded service");
  await service.createUser(email, password);
  await setRole(server, email, role);
  const { data, error } = await server.client().auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`Sign-in failed: ${error?.message}`);
  return { email, accessToken: data.session.access_token };
}
