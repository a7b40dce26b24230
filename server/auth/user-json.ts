import { randomUUID } from "node:crypto";
import type { AuthUser } from "../db/schema.ts";

/**
 * What only the service sets: every account signs in with email and password, and the
 * role (`staff` or `customer`) says who may use the staff workspace, where GoTrue keeps
 * it for a hosted project too (raw_app_meta_data).
 */
export function appMetadataOf(user: Pick<AuthUser, "role">) {
  return { provider: "email", providers: ["email"], role: user.role } as const;
}

/** What the customer told us, plus email_verified once the address is confirmed, as GoTrue adds it. */
export function userMetadataOf(user: AuthUser): Record<string, unknown> {
  const stored = (user.userMetadata ?? {}) as Record<string, unknown>;
  return user.emailConfirmedAt ? { ...stored, email_verified: true } : stored;
}

function time(date: Date | null): string | undefined {
  return date ? date.toISOString() : undefined;
}

/** Supabase's User object (research notes §1): timestamps only when set. */
export function userJson(user: AuthUser) {
  const confirmedAt = time(user.emailConfirmedAt);
  const created = user.createdAt.toISOString();
  const updated = user.updatedAt.toISOString();
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    phone: "",
    ...(confirmedAt ? { email_confirmed_at: confirmedAt, confirmed_at: confirmedAt } : {}),
    ...(user.confirmationSentAt ? { confirmation_sent_at: time(user.confirmationSentAt) } : {}),
    ...(user.recoverySentAt ? { recovery_sent_at: time(user.recoverySentAt) } : {}),
    ...(user.invitedAt ? { invited_at: time(user.invitedAt) } : {}),
    ...(user.lastSignInAt ? { last_sign_in_at: time(user.lastSignInAt) } : {}),
    app_metadata: appMetadataOf(user),
    user_metadata: userMetadataOf(user),
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { sub: user.id, email: user.email, email_verified: Boolean(confirmedAt), phone_verified: false },
        provider: "email",
        email: user.email,
        created_at: created,
        updated_at: updated,
        ...(user.lastSignInAt ? { last_sign_in_at: time(user.lastSignInAt) } : {}),
      },
    ],
    created_at: created,
    updated_at: updated,
    is_anonymous: false,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/**
 * What signing up answers: for a new account, that account; for an address that already
 * has one, a user exactly like it (an identity, an id of its own, the same timestamps).
 * Either way `confirmation_sent_at` is there, whether or not the per-recipient limit let
 * the mail go out, so the keys and types of the answer never tell whether the address
 * was taken (an account whose owner signed up a minute ago would otherwise show).
 */
export function signupAnswer(created: AuthUser | undefined, email: string, metadata: Record<string, unknown>): UserJson {
  const now = new Date();
  const user: AuthUser = created ?? {
    id: randomUUID(),
    email,
    passwordHash: null,
    userMetadata: metadata,
    emailConfirmedAt: null,
    invitedAt: null,
    confirmationSentAt: null,
    recoverySentAt: null,
    lastSignInAt: null,
    role: "customer",
    createdAt: now,
    updatedAt: now,
  };
  return userJson({ ...user, confirmationSentAt: user.confirmationSentAt ?? now });
}
