import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { paths } from "../../app/lib/paths.ts";
import type { Db, Executor } from "../db/database.ts";
import { type AuthUser, authUsers, type OneTimeTokenType } from "../db/schema.ts";
import { enqueueJobs } from "../delivery/enqueue.ts";
import { inviteMail, recoveryMail, signupConfirmationMail } from "../mail/auth-mails.ts";
import type { MailSite } from "../mail/config.ts";
import type { MailMessage } from "../mail/message.ts";
import { type AccessTokenClaims, issuerFor, verifyAccessToken } from "./access-tokens.ts";
import type { EmbeddedAuthConfig } from "./config.ts";
import { authErrors } from "./errors.ts";
import { consumeLinkToken, createLinkToken, deleteLinkTokens, linkLifetimeHours } from "./links.ts";
import { assertAcceptablePassword, hashPassword, passwordMatches } from "./passwords.ts";
import { authLimits, createLimit } from "./rate-limits.ts";
import { allowedRedirect } from "./redirects.ts";
import { createSessionIssuer, endSessions, type SessionJson, sessionExists } from "./sessions.ts";
import { configuredSigningKeys, databaseSigningKeys, type SigningKeys } from "./signing-keys.ts";
import { decoyUserJson, userJson, type UserJson } from "./user-json.ts";

export interface AuthServiceDeps {
  db: Db;
  config: EmbeddedAuthConfig;
  /** The site's facts for the mails' signature and the links' base. */
  site: MailSite;
  /** Tells the delivery worker that mails were queued. */
  nudge(): void;
  log?: { info(details: object, message: string): void };
}

/** The signed-in customer a request's access token names. */
export interface Authenticated {
  user: AuthUser;
  sessionId: string;
}

export type LogoutScope = "local" | "global" | "others";

/** The one-time link types of GoTrue that this service sends; "email" is supabase-js's name for signup. */
export function linkTypeOf(type: string): OneTimeTokenType | undefined {
  if (type === "email" || type === "signup") return "signup";
  if (type === "invite" || type === "recovery") return type;
  return undefined;
}

const emailSchema = z.email();

/** The address as stored: trimmed and lower-cased; GoTrue's 400 when it is no address. */
export function normalizeEmail(email: unknown): string {
  const normalized = typeof email === "string" ? email.trim().toLowerCase() : "";
  if (!emailSchema.safeParse(normalized).success) throw authErrors.invalidEmail();
  return normalized;
}

/** What signup keeps of `data`: short strings, such as name and company. */
function profileData(data: unknown): Record<string, string> {
  if (typeof data !== "object" || data === null) return {};
  const entries = Object.entries(data as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0].length <= 40)
    .map(([key, value]) => [key, value.trim().slice(0, 200)] as const)
    .slice(0, 10);
  return Object.fromEntries(entries);
}

/**
 * The embedded auth service: everything /auth/v1 and `npm run users` do, on the
 * database alone, so any instance can answer any request (server/auth/README.md).
 */
export function createAuthService({ db, config, site, nudge, log }: AuthServiceDeps) {
  let keysPromise: Promise<SigningKeys> | undefined;
  const keys = () => (keysPromise ??= config.signingKey ? configuredSigningKeys(config.signingKey) : Promise.resolve(databaseSigningKeys(db)));
  const lazyKeys: SigningKeys = {
    current: async () => (await keys()).current(),
    publicKey: async (kid) => (await keys()).publicKey(kid),
    jwks: async () => (await keys()).jwks(),
  };
  const sessions = createSessionIssuer(db, config, lazyKeys);
  const issuer = issuerFor(config.siteUrl);
  const signInAttempts = createLimit(db, "sign-in-account", authLimits.signInsPerAccount);
  const mailsPerRecipient = createLimit(db, "mail-recipient", authLimits.mailsPerRecipient);

  const defaults = {
    recovery: (email: string) => `${config.siteUrl}${paths.setPassword}?${new URLSearchParams({ email })}`,
    invite: (email: string) => `${config.siteUrl}${paths.setPassword}?${new URLSearchParams({ email })}`,
    signup: () => `${config.siteUrl}${paths.login}?confirmed=true`,
  };

  function verifyLink(token: string, type: OneTimeTokenType, redirectTo: string): string {
    const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${issuer}/verify?${query}`;
  }

  async function findUser(executor: Executor, email: string): Promise<AuthUser | undefined> {
    const [user] = await executor.select().from(authUsers).where(eq(authUsers.email, email));
    return user;
  }

  /** Queues a mail in the caller's transaction, so it exists exactly when its link does. */
  async function queueMail(executor: Executor, message: MailMessage): Promise<void> {
    await enqueueJobs(executor, [{ kind: "mail", payload: message }]);
  }

  /** For mails a stranger can trigger: past the limit nothing is sent, and the answer is the same. */
  async function mayMail(email: string, type: OneTimeTokenType): Promise<boolean> {
    // Per kind of mail, as GoTrue's resend window: a reset right after confirming the address still goes out.
    const allowed = await mailsPerRecipient.tryConsume(`${type}:${email}`);
    if (!allowed) log?.info({ auth: { mail: "skipped", reason: "rate limit per recipient" } }, "Account mail not sent: too many to one address");
    return allowed;
  }

  async function userById(executor: Executor, id: string): Promise<AuthUser> {
    const [user] = await executor.select().from(authUsers).where(eq(authUsers.id, id));
    if (!user) throw authErrors.linkInvalid();
    return user;
  }

  return {
    keys: lazyKeys,
    issuer,

    /**
     * POST /token?grant_type=password: checks the password first, then that the address
     * is confirmed. Attempts per account are limited; a successful one starts the count over.
     */
    async signInWithPassword(email: unknown, password: unknown): Promise<SessionJson> {
      if (typeof email !== "string" || typeof password !== "string" || password === "") throw authErrors.invalidCredentials();
      const address = email.trim().toLowerCase();
      // Counted before the check, atomically, so parallel guesses cannot all slip under the limit.
      await signInAttempts.consume(address);
      const user = await findUser(db, address);
      if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) throw authErrors.invalidCredentials();
      if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
      await signInAttempts.reset(address);
      await lazyKeys.current();
      return db.transaction((tx) => sessions.start(tx, user, "password"));
    },

    refresh: (refreshToken: unknown): Promise<SessionJson> => {
      if (typeof refreshToken !== "string" || refreshToken === "") throw authErrors.refreshTokenNotFound();
      return sessions.refresh(refreshToken);
    },

    /**
     * POST /signup: a new account waits for its address to be confirmed. An unconfirmed
     * one gets the new password and a new link; a confirmed one a look-alike answer and
     * no mail, so nobody learns which addresses have accounts.
     */
    async signUp(input: { email: unknown; password: unknown; data: unknown; redirectTo: string | undefined }): Promise<UserJson> {
      const email = normalizeEmail(input.email);
      const password = typeof input.password === "string" ? input.password : "";
      assertAcceptablePassword(password);
      const metadata = profileData(input.data);
      const existing = await findUser(db, email);
      if (existing?.emailConfirmedAt) return decoyUserJson(email, metadata);
      const passwordHash = await hashPassword(password);
      const redirectTo = allowedRedirect(input.redirectTo, config.redirectOrigins, defaults.signup());
      const sendMail = await mayMail(email, "signup");
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(authUsers)
          .values({ email, passwordHash, userMetadata: metadata, confirmationSentAt: sendMail ? sql`now()` : null })
          .onConflictDoUpdate({
            target: authUsers.email,
            set: {
              passwordHash,
              userMetadata: metadata,
              updatedAt: sql`now()`,
              ...(sendMail ? { confirmationSentAt: sql`now()` } : {}),
            },
            // Another request may have confirmed it meanwhile: leave a confirmed account alone.
            setWhere: sql`${authUsers.emailConfirmedAt} is null`,
          })
          .returning();
        if (!row) return undefined;
        if (sendMail) {
          const token = await createLinkToken(tx, row.id, "signup");
          const name = typeof metadata.name === "string" && metadata.name !== "" ? metadata.name : undefined;
          await queueMail(
            tx,
            signupConfirmationMail({ to: email, name, link: verifyLink(token, "signup", redirectTo), validHours: linkLifetimeHours.signup, site }),
          );
        }
        return row;
      });
      if (!user) return decoyUserJson(email, metadata);
      if (sendMail) nudge();
      return userJson(user);
    },

    /** POST /recover: the same answer whether or not the address has an account. */
    async recover(emailInput: unknown, requestedRedirect: string | undefined): Promise<void> {
      const email = normalizeEmail(emailInput);
      const user = await findUser(db, email);
      if (!user || !(await mayMail(email, "recovery"))) return;
      const redirectTo = allowedRedirect(requestedRedirect, config.redirectOrigins, defaults.recovery(email));
      await db.transaction(async (tx) => {
        const token = await createLinkToken(tx, user.id, "recovery");
        await tx.update(authUsers).set({ recoverySentAt: sql`now()` }).where(eq(authUsers.id, user.id));
        await queueMail(tx, recoveryMail({ to: email, link: verifyLink(token, "recovery", redirectTo), validHours: linkLifetimeHours.recovery, site }));
      });
      nudge();
    },

    /**
     * An invitation (service role or `npm run users -- invite`): creates the account
     * without a password, or invites again an account whose address is not yet confirmed.
     */
    async invite(emailInput: unknown, options: { data?: unknown; redirectTo?: string | undefined } = {}): Promise<UserJson> {
      const email = normalizeEmail(emailInput);
      const redirectTo = allowedRedirect(options.redirectTo, config.redirectOrigins, defaults.invite(email));
      const metadata = profileData(options.data);
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(authUsers)
          .values({ email, userMetadata: metadata, invitedAt: sql`now()` })
          .onConflictDoUpdate({ target: authUsers.email, set: { invitedAt: sql`now()`, updatedAt: sql`now()` }, setWhere: sql`${authUsers.emailConfirmedAt} is null` })
          .returning();
        if (!row) throw authErrors.emailExists();
        const token = await createLinkToken(tx, row.id, "invite");
        await queueMail(tx, inviteMail({ to: email, link: verifyLink(token, "invite", redirectTo), validHours: linkLifetimeHours.invite, site }));
        return row;
      });
      nudge();
      return userJson(user);
    },

    /**
     * A mailed link: confirms the address (signup, invite, or a reset of an account that
     * was never confirmed) and starts a session. Each link works once.
     */
    async verify(type: OneTimeTokenType, token: string): Promise<SessionJson> {
      await lazyKeys.current();
      return db.transaction(async (tx) => {
        const userId = await consumeLinkToken(tx, token, type);
        const user = await userById(tx, userId);
        const [confirmed] = user.emailConfirmedAt
          ? [user]
          : await tx.update(authUsers).set({ emailConfirmedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(authUsers.id, userId)).returning();
        return sessions.start(tx, confirmed ?? user, type === "signup" ? "otp" : type);
      });
    },

    /** The customer an access token names, while the session and the account exist. */
    async authenticate(authorization: string | undefined): Promise<Authenticated & { claims: AccessTokenClaims }> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "");
      if (!match) throw authErrors.noAuthorization();
      const claims = await verifyAccessToken(lazyKeys, issuer, match[1]!);
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, claims.sub));
      if (!user) throw authErrors.userGone();
      if (!(await sessionExists(db, claims.session_id, user.id))) throw authErrors.sessionGone();
      return { user, sessionId: claims.session_id, claims };
    },

    /**
     * PUT /user: a new password (at least 8 characters, not the current one) ends the
     * customer's other sessions and voids reset links; `data` adds to the profile.
     */
    async updateUser({ user, sessionId }: Authenticated, input: { password?: unknown; data?: unknown; email?: unknown }): Promise<UserJson> {
      if (typeof input.email === "string" && input.email.trim().toLowerCase() !== user.email) {
        throw authErrors.validation("Changing the email address is not supported");
      }
      const changes: Partial<typeof authUsers.$inferInsert> = {};
      if (input.password !== undefined) {
        if (typeof input.password !== "string") throw authErrors.validation("Password must be a string");
        assertAcceptablePassword(input.password);
        if (user.passwordHash && (await passwordMatches(user.passwordHash, input.password))) throw authErrors.samePassword();
        changes.passwordHash = await hashPassword(input.password);
      }
      if (input.data !== undefined) changes.userMetadata = { ...(user.userMetadata as object), ...profileData(input.data) };
      if (Object.keys(changes).length === 0) return userJson(user);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(authUsers).set({ ...changes, updatedAt: sql`now()` }).where(eq(authUsers.id, user.id)).returning();
        if (changes.passwordHash) {
          await endSessions(tx, user.id, "others", sessionId);
          await deleteLinkTokens(tx, user.id, "recovery");
        }
        return row;
      });
      if (!updated) throw authErrors.userGone();
      return userJson(updated);
    },

    async logout({ user, sessionId }: Authenticated, scope: LogoutScope): Promise<void> {
      await endSessions(db, user.id, scope, sessionId);
    },

    /** An account that can sign in at once (unless `confirmed` is false), for `npm run users -- create`. */
    async createUser(emailInput: unknown, password: string, { confirmed = true }: { confirmed?: boolean } = {}): Promise<UserJson> {
      const email = normalizeEmail(emailInput);
      assertAcceptablePassword(password);
      const passwordHash = await hashPassword(password);
      const [row] = await db
        .insert(authUsers)
        .values({ email, passwordHash, emailConfirmedAt: confirmed ? sql`now()` : null })
        .onConflictDoNothing({ target: authUsers.email })
        .returning();
      if (!row) throw authErrors.emailExists();
      return userJson(row);
    },

    async listUsers(): Promise<AuthUser[]> {
      return db.select().from(authUsers).orderBy(asc(authUsers.email));
    },

    /** Deletes an account with its sessions and links; false when there was none. */
    async deleteUser(emailInput: unknown): Promise<boolean> {
      const email = typeof emailInput === "string" ? emailInput.trim().toLowerCase() : "";
      const deleted = await db.delete(authUsers).where(eq(authUsers.email, email)).returning({ id: authUsers.id });
      return deleted.length > 0;
    },

    async findUserById(id: string): Promise<AuthUser | undefined> {
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
      return user;
    },

    async deleteUserById(id: string): Promise<boolean> {
      const deleted = await db.delete(authUsers).where(eq(authUsers.id, id)).returning({ id: authUsers.id });
      return deleted.length > 0;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
