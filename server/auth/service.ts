import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { paths } from "../../app/lib/paths.ts";
import type { Db, Executor } from "../db/database.ts";
import { type AuthUser, authSessions, authUsers, type OneTimeTokenType, type UserRole } from "../db/schema.ts";
import { enqueueJobs } from "../delivery/index.ts";
import { inviteMail, passwordChangedMail, recoveryMail, signupConfirmationMail } from "../mail/index.ts";
import type { MailSite } from "../mail/index.ts";
import type { MailMessage } from "../mail/index.ts";
import { type AccessTokenClaims, issuerFor, verifyAccessToken } from "./access-tokens.ts";
import type { EmbeddedAuthConfig } from "./config.ts";
import { authErrors } from "./errors.ts";
import { consumeLinkToken, createLinkToken, deleteLinkTokens, linkLifetimeHours, storeLinkToken } from "./links.ts";
import { assertAcceptablePassword, hashPassword, passwordMatches } from "./passwords.ts";
import { authLimits, createLimit } from "./rate-limits.ts";
import { allowedRedirect } from "./redirects.ts";
import { newSecretToken } from "./secrets.ts";
import { logSecurityEvent, type RequestSource } from "./security-events.ts";
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

/**
 * How recently a session must have started from a reset or invitation link to set a
 * password without the current one: long enough to choose one on /reset-password or
 * /set-password, short enough that a session left open later cannot.
 */
export const linkSessionPasswordMinutes = 10;

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
  const failedSources = createLimit(db, "sign-in-failed-source", authLimits.failedSignInSources);
  const lockedAccountTries = createLimit(db, "sign-in-locked-try", authLimits.lockedAccountTries);
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

  /** Whether a session began at a reset or invitation link within the last few minutes. */
  async function startedAtRecentLink(sessionId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.id, sessionId),
          inArray(authSessions.method, ["recovery", "invite"]),
          gt(authSessions.createdAt, sql`now() - make_interval(mins => ${linkSessionPasswordMinutes})`),
        ),
      );
    return row !== undefined;
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
     * is confirmed. Attempts per account are limited, softly: past the limit only a source
     * that has not failed recently gets a try (server/auth/README.md, Rate limits). A
     * successful sign-in starts the count over.
     */
    async signInWithPassword(email: unknown, password: unknown, source: RequestSource): Promise<SessionJson> {
      if (typeof email !== "string" || typeof password !== "string" || password === "") throw authErrors.invalidCredentials();
      const address = email.trim().toLowerCase();
      // Counted before the check, atomically, so parallel guesses cannot all slip under the limit.
      const open = await signInAttempts.tryConsume(address);
      const user = await findUser(db, address);
      if (!open) {
        // The lockout try is counted atomically too: parallel guesses from a clean source get one between them.
        const clean = (await failedSources.used(source.key)) === 0 && (await lockedAccountTries.tryConsume(`${address}|${source.key}`));
        if (!clean) {
          logSecurityEvent(source, "account_locked", user?.id);
          throw authErrors.accountLocked(authLimits.signInsPerAccount[0]!.seconds);
        }
      }
      if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) {
        await failedSources.tryConsume(source.key);
        logSecurityEvent(source, user ? "wrong_password" : "unknown_account", user?.id);
        throw authErrors.invalidCredentials();
      }
      if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
      await signInAttempts.reset(address);
      await lazyKeys.current();
      return db.transaction((tx) => sessions.start(tx, user, "password"));
    },

    refresh: (refreshToken: unknown, source?: RequestSource): Promise<SessionJson> => {
      if (typeof refreshToken !== "string" || refreshToken === "") throw authErrors.refreshTokenNotFound();
      return sessions.refresh(refreshToken, (userId) => logSecurityEvent(source, "refresh_token_reused", userId));
    },

    /**
     * POST /signup: a new account waits for its address to be confirmed. Any other
     * address gets an answer shaped exactly like a new account's, with an id of its own,
     * after the same work (hashing the password, counting the mail), so neither the answer
     * nor its time tells which addresses have accounts. An account that exists keeps its
     * password: an unconfirmed one gets a new link that carries the new password and
     * applies it only when verified, voiding the older link; a confirmed or invited one
     * gets no mail at all.
     */
    async signUp(input: { email: unknown; password: unknown; data: unknown; redirectTo: string | undefined }): Promise<UserJson> {
      const email = normalizeEmail(input.email);
      const password = typeof input.password === "string" ? input.password : "";
      assertAcceptablePassword(password);
      const metadata = profileData(input.data);
      const passwordHash = await hashPassword(password);
      const redirectTo = allowedRedirect(input.redirectTo, config.redirectOrigins, defaults.signup());
      const sendMail = await mayMail(email, "signup");
      const name = typeof metadata.name === "string" && metadata.name !== "" ? metadata.name : undefined;
      const confirmationMail = (token: string) =>
        signupConfirmationMail({ to: email, name, link: verifyLink(token, "signup", redirectTo), validHours: linkLifetimeHours.signup, site });

      const { created, mailed } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(authUsers)
          .values({ email, passwordHash, userMetadata: metadata, confirmationSentAt: sendMail ? sql`now()` : null })
          .onConflictDoNothing({ target: authUsers.email })
          .returning();
        if (row) {
          if (sendMail) await queueMail(tx, confirmationMail(await createLinkToken(tx, row.id, "signup")));
          return { created: row, mailed: sendMail };
        }
        const [existing] = await tx.select().from(authUsers).where(eq(authUsers.email, email)).for("update");
        if (!sendMail || !existing || existing.emailConfirmedAt || existing.invitedAt) return { created: undefined, mailed: false };
        const token = await createLinkToken(tx, existing.id, "signup", { passwordHash, userMetadata: metadata });
        await tx.update(authUsers).set({ confirmationSentAt: sql`now()` }).where(eq(authUsers.id, existing.id));
        await queueMail(tx, confirmationMail(token));
        return { created: undefined, mailed: true };
      });
      if (mailed) nudge();
      return created ? userJson(created) : decoyUserJson(email, metadata, { confirmationSent: sendMail });
    },

    /**
     * POST /recover: the same answer whether or not the address has an account, after
     * the same work: the mail is counted, the link and the mail are made, and the account
     * is looked up in the transaction that would store them.
     */
    async recover(emailInput: unknown, requestedRedirect: string | undefined): Promise<void> {
      const email = normalizeEmail(emailInput);
      if (!(await mayMail(email, "recovery"))) return;
      const redirectTo = allowedRedirect(requestedRedirect, config.redirectOrigins, defaults.recovery(email));
      const queued = await db.transaction(async (tx) => {
        const [user] = await tx.update(authUsers).set({ recoverySentAt: sql`now()` }).where(eq(authUsers.email, email)).returning({ id: authUsers.id });
        const token = newSecretToken();
        const mail = recoveryMail({ to: email, link: verifyLink(token, "recovery", redirectTo), validHours: linkLifetimeHours.recovery, site });
        if (!user) return false;
        await storeLinkToken(tx, user.id, "recovery", token);
        await queueMail(tx, mail);
        return true;
      });
      if (queued) nudge();
    },

    /**
     * An invitation (service role or `npm run users -- invite`): creates the account
     * without a password, or invites again an account whose address is not yet confirmed.
     */
    async invite(emailInput: unknown, options: { data?: unknown; redirectTo?: string | undefined; role?: UserRole } = {}): Promise<UserJson> {
      const email = normalizeEmail(emailInput);
      const redirectTo = allowedRedirect(options.redirectTo, config.redirectOrigins, defaults.invite(email));
      const metadata = profileData(options.data);
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(authUsers)
          .values({ email, userMetadata: metadata, invitedAt: sql`now()`, role: options.role })
          .onConflictDoUpdate({
            target: authUsers.email,
            set: { invitedAt: sql`now()`, updatedAt: sql`now()`, ...(options.role ? { role: options.role } : {}) },
            setWhere: sql`${authUsers.emailConfirmedAt} is null`,
          })
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
        const { userId, pending } = await consumeLinkToken(tx, token, type);
        const user = await userById(tx, userId);
        // A signup over an unconfirmed account: its password takes over only now, from the link that was mailed to the address.
        const pendingChanges = pending && !user.emailConfirmedAt ? { passwordHash: pending.passwordHash, userMetadata: pending.userMetadata } : {};
        const [confirmed] = user.emailConfirmedAt
          ? [user]
          : await tx
              .update(authUsers)
              .set({ ...pendingChanges, emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
              .where(eq(authUsers.id, userId))
              .returning();
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
     * PUT /user: a new password (acceptable, not the current one) needs the current one
     * as `current_password`, unless the session began at a reset or invitation link in
     * the last 10 minutes (/reset-password, /set-password). It ends the customer's other
     * sessions, voids reset links and mails the owner. `data` adds to the profile.
     */
    async updateUser(
      { user, sessionId }: Authenticated,
      input: { password?: unknown; data?: unknown; email?: unknown; current_password?: unknown },
      source?: RequestSource,
    ): Promise<UserJson> {
      if (typeof input.email === "string" && input.email.trim().toLowerCase() !== user.email) {
        throw authErrors.validation("Changing the email address is not supported");
      }
      const changes: Partial<typeof authUsers.$inferInsert> = {};
      if (input.password !== undefined) {
        if (typeof input.password !== "string") throw authErrors.validation("Password must be a string");
        assertAcceptablePassword(input.password);
        if (!(await startedAtRecentLink(sessionId))) {
          if (typeof input.current_password !== "string" || input.current_password === "") {
            logSecurityEvent(source, "current_password_missing", user.id);
            throw authErrors.reauthenticationNeeded();
          }
          if (!(await passwordMatches(user.passwordHash, input.current_password))) {
            if (source) await failedSources.tryConsume(source.key);
            logSecurityEvent(source, "wrong_current_password", user.id);
            throw authErrors.wrongCurrentPassword();
          }
        }
        if (user.passwordHash && (await passwordMatches(user.passwordHash, input.password))) throw authErrors.samePassword();
        changes.passwordHash = await hashPassword(input.password);
      }
      if (input.data !== undefined) changes.userMetadata = { ...(user.userMetadata as object), ...profileData(input.data) };
      if (Object.keys(changes).length === 0) return userJson(user);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.update(authUsers).set({ ...changes, updatedAt: sql`now()` }).where(eq(authUsers.id, user.id)).returning();
        if (row && changes.passwordHash) {
          await endSessions(tx, user.id, "others", sessionId);
          await deleteLinkTokens(tx, user.id, "recovery");
          await queueMail(tx, passwordChangedMail({ to: row.email, changedAt: row.updatedAt, site }));
        }
        return row;
      });
      if (!updated) throw authErrors.userGone();
      if (changes.passwordHash) nudge();
      return userJson(updated);
    },

    async logout({ user, sessionId }: Authenticated, scope: LogoutScope): Promise<void> {
      await endSessions(db, user.id, scope, sessionId);
    },

    /** An account that can sign in at once (unless `confirmed` is false), for `npm run users -- create`. */
    async createUser(emailInput: unknown, password: string, { confirmed = true, role }: { confirmed?: boolean; role?: UserRole } = {}): Promise<UserJson> {
      const email = normalizeEmail(emailInput);
      assertAcceptablePassword(password);
      const passwordHash = await hashPassword(password);
      const [row] = await db
        .insert(authUsers)
        .values({ email, passwordHash, emailConfirmedAt: confirmed ? sql`now()` : null, role })
        .onConflictDoNothing({ target: authUsers.email })
        .returning();
      if (!row) throw authErrors.emailExists();
      return userJson(row);
    },

    /**
     * Makes an account staff or customer. Takes effect at once where the server reads the
     * account (the staff API); the access token carries the new role from its next refresh.
     */
    async setRole(emailInput: unknown, role: UserRole): Promise<AuthUser | undefined> {
      const email = typeof emailInput === "string" ? emailInput.trim().toLowerCase() : "";
      const [row] = await db.update(authUsers).set({ role, updatedAt: sql`now()` }).where(eq(authUsers.email, email)).returning();
      return row;
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
