import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { paths } from "../../app/lib/paths.ts";
import type { Db, Executor } from "../db/database.ts";
import { type AuthUser, authSessions, authUsers, type OneTimeTokenType, type UserRole } from "../db/schema.ts";
import { enqueueJobs } from "../delivery/index.ts";
import { inviteMail, passwordChangedMail, recoveryMail, signupAgainMail, signupConfirmationMail } from "../mail/index.ts";
import type { MailSite } from "../mail/index.ts";
import type { MailMessage } from "../mail/index.ts";
import { type AccessTokenClaims, issuerFor, verifyAccessToken } from "./access-tokens.ts";
import type { EmbeddedAuthConfig } from "./config.ts";
import { authErrors } from "./errors.ts";
import { consumeLinkToken, createLinkToken, deleteLinkTokens, linkLifetimeHours, storeLinkToken } from "./links.ts";
import type { PasswordContext } from "./password-rules.ts";
import { assertAcceptablePassword, hashPassword, passwordMatches } from "./passwords.ts";
import { authLimits, createLimit } from "./rate-limits.ts";
import { allowedRedirect } from "./redirects.ts";
import { newSecretToken } from "./secrets.ts";
import { logSecurityEvent, type RequestSource, type SecuritySource } from "./security-events.ts";
import { createSessionIssuer, endSessions, type SessionJson, sessionExists } from "./sessions.ts";
import { configuredSigningKeys, databaseSigningKeys, type SigningKeys } from "./signing-keys.ts";
import { signupAnswer, userJson, type UserJson } from "./user-json.ts";

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
  const lockedAccountCeiling = createLimit(db, "sign-in-locked-ceiling", authLimits.lockedAccountCeiling);
  const distributedGuessingAlerts = createLimit(db, "sign-in-guessing-alert", authLimits.distributedGuessingAlerts);
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

  /** What a new password of `email` must not contain (ASVS V6.2.11): the brand, the site's host, the address. */
  function passwordContext(email: string): PasswordContext {
    return { brandName: site.name, siteUrl: config.siteUrl, email };
  }

  /**
   * A try at a locked account (server/auth/README.md, Rate limits): allowed only from a
   * source network that has not failed recently and has not had its try in this window,
   * and only while the account's ceiling of such tries is not spent. Past the ceiling,
   * someone holds many networks: the account then signs in only through a reset link
   * until the hour is over, and the first refusal says so in the log.
   */
  async function allowLockedTry(address: string, accountId: string | undefined, source: RequestSource): Promise<void> {
    // Each try is counted atomically: parallel guesses from one clean network get one between them.
    const clean = (await failedSources.used(source.network)) === 0 && (await lockedAccountTries.tryConsume(`${address}|${source.network}`));
    if (!clean) {
      logSecurityEvent(source, "account_locked", accountId);
      throw authErrors.accountLocked(authLimits.signInsPerAccount[0]!.seconds);
    }
    if (await lockedAccountCeiling.tryConsume(address)) return;
    if (await distributedGuessingAlerts.tryConsume(address)) logSecurityEvent(source, "account_under_distributed_guessing", accountId);
    logSecurityEvent(source, "account_locked", accountId);
    throw authErrors.accountLockedUntilReset(authLimits.lockedAccountCeiling[0]!.seconds);
  }

  /** A reset link proves the address: the account's lockout, soft or past its ceiling, is over. */
  async function liftLockout(address: string): Promise<void> {
    await signInAttempts.reset(address);
    await lockedAccountCeiling.reset(address);
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
     * that has not failed recently gets a try, up to a ceiling per account (allowLockedTry;
     * server/auth/README.md, Rate limits). A successful sign-in starts the count over.
     */
    async signInWithPassword(email: unknown, password: unknown, source: RequestSource): Promise<SessionJson> {
      if (typeof email !== "string" || typeof password !== "string" || password === "") throw authErrors.invalidCredentials();
      const address = email.trim().toLowerCase();
      // Counted before the check, atomically, so parallel guesses cannot all slip under the limit.
      const open = await signInAttempts.tryConsume(address);
      const user = await findUser(db, address);
      if (!open) await allowLockedTry(address, user?.id, source);
      if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) {
        await failedSources.tryConsume(source.network);
        logSecurityEvent(source, user ? "wrong_password" : "unknown_account", user?.id);
        throw authErrors.invalidCredentials();
      }
      if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
      await signInAttempts.reset(address);
      await lazyKeys.current();
      const session = await db.transaction((tx) => sessions.start(tx, user, "password"));
      logSecurityEvent(source, "signed_in", user.id);
      return session;
    },

    refresh: (refreshToken: unknown, source?: RequestSource): Promise<SessionJson> => {
      if (typeof refreshToken !== "string" || refreshToken === "") throw authErrors.refreshTokenNotFound();
      return sessions.refresh(refreshToken, (userId) => logSecurityEvent(source, "refresh_token_reused", userId));
    },

    /**
     * POST /signup: a new account waits for its address to be confirmed. Any other
     * address gets an answer of the same keys and types (signupAnswer), with an id of its
     * own, after the same work (hashing the password, counting the mail, making a link
     * token and the mails), so neither the answer nor its time tells which addresses have
     * accounts. An account that exists keeps its password and its links: an unconfirmed
     * one gets a reset link that confirms the address and leads to /set-password, where
     * the owner chooses the password (whoever signed up again may not own the address);
     * a confirmed or invited one gets no mail at all.
     */
    async signUp(input: { email: unknown; password: unknown; data: unknown; redirectTo: string | undefined }): Promise<UserJson> {
      const email = normalizeEmail(input.email);
      const password = typeof input.password === "string" ? input.password : "";
      assertAcceptablePassword(password, passwordContext(email));
      const metadata = profileData(input.data);
      const passwordHash = await hashPassword(password);
      const redirectTo = allowedRedirect(input.redirectTo, config.redirectOrigins, defaults.signup());
      const sendMail = await mayMail(email, "signup");
      const name = typeof metadata.name === "string" && metadata.name !== "" ? metadata.name : undefined;
      const token = newSecretToken();
      const confirmationMail = signupConfirmationMail({ to: email, name, link: verifyLink(token, "signup", redirectTo), validHours: linkLifetimeHours.signup, site });
      const againMail = signupAgainMail({ to: email, link: verifyLink(token, "recovery", defaults.recovery(email)), validHours: linkLifetimeHours.recovery, site });

      const { created, mailed } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(authUsers)
          .values({ email, passwordHash, userMetadata: metadata, confirmationSentAt: sendMail ? sql`now()` : null })
          .onConflictDoNothing({ target: authUsers.email })
          .returning();
        if (row) {
          if (sendMail) {
            await storeLinkToken(tx, row.id, "signup", token);
            await queueMail(tx, confirmationMail);
          }
          return { created: row, mailed: sendMail };
        }
        const [existing] = await tx.select().from(authUsers).where(eq(authUsers.email, email)).for("update");
        if (!sendMail || !existing || existing.emailConfirmedAt || existing.invitedAt) return { created: undefined, mailed: false };
        // A reset link, not a signup link: the owner's own signup link keeps working, and this one sets no password.
        await storeLinkToken(tx, existing.id, "recovery", token);
        await tx.update(authUsers).set({ recoverySentAt: sql`now()` }).where(eq(authUsers.id, existing.id));
        await queueMail(tx, againMail);
        return { created: undefined, mailed: true };
      });
      if (mailed) nudge();
      return signupAnswer(created, email, metadata);
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
     * was never confirmed) and starts a session. Each link works once. A reset link also
     * lifts the account's sign-in lockout: whoever follows it reads the owner's mail.
     */
    async verify(type: OneTimeTokenType, token: string, source?: RequestSource): Promise<SessionJson> {
      await lazyKeys.current();
      const session = await db.transaction(async (tx) => {
        const user = await userById(tx, await consumeLinkToken(tx, token, type));
        const [confirmed] = user.emailConfirmedAt
          ? [user]
          : await tx.update(authUsers).set({ emailConfirmedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(authUsers.id, user.id)).returning();
        return sessions.start(tx, confirmed ?? user, type === "signup" ? "otp" : type);
      });
      if (type === "recovery") await liftLockout(session.user.email);
      logSecurityEvent(source, "link_verified", session.user.id, { linkType: type });
      return session;
    },

    /** The customer an access token names, while the session and the account exist. */
    async authenticate(authorization: string | undefined): Promise<Authenticated & { claims: AccessTokenClaims }> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "");
      if (!match) throw authErrors.noAuthorization();
      const claims = await verifyAccessToken(lazyKeys, issuer, match[1]!, config.accessTokenSeconds);
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, claims.sub));
      if (!user) throw authErrors.userGone();
      if (!(await sessionExists(db, claims.session_id, user.id))) throw authErrors.sessionGone();
      return { user, sessionId: claims.session_id, claims };
    },

    /**
     * PUT /user: a new password (acceptable, not the current one) needs the current one
     * as `current_password`, unless the session began at a reset or invitation link in
     * the last 10 minutes (/reset-password, /set-password). Each current password tried
     * counts against the account's sign-in limit, so a session in someone else's hands
     * cannot guess it on without end. A change ends the customer's other sessions, voids
     * reset links and mails the owner. `data` adds to the profile.
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
        assertAcceptablePassword(input.password, passwordContext(user.email));
        if (!(await startedAtRecentLink(sessionId))) {
          if (typeof input.current_password !== "string" || input.current_password === "") {
            logSecurityEvent(source, "current_password_missing", user.id);
            throw authErrors.reauthenticationNeeded();
          }
          // Counted before the check, as at sign-in; a locked account answers 429 here too, right password or not.
          if (!(await signInAttempts.tryConsume(user.email))) {
            logSecurityEvent(source, "account_locked", user.id);
            throw authErrors.accountLocked(authLimits.signInsPerAccount[0]!.seconds);
          }
          if (!(await passwordMatches(user.passwordHash, input.current_password))) {
            if (source) await failedSources.tryConsume(source.network);
            logSecurityEvent(source, "wrong_current_password", user.id);
            throw authErrors.wrongCurrentPassword();
          }
          await signInAttempts.reset(user.email);
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
      if (changes.passwordHash) {
        nudge();
        logSecurityEvent(source, "password_changed", user.id);
      }
      return userJson(updated);
    },

    async logout({ user, sessionId }: Authenticated, scope: LogoutScope, source?: RequestSource): Promise<void> {
      await endSessions(db, user.id, scope, sessionId);
      logSecurityEvent(source, "signed_out", user.id, { scope });
    },

    /** An account that can sign in at once (unless `confirmed` is false), for `npm run users -- create`. */
    async createUser(emailInput: unknown, password: string, { confirmed = true, role }: { confirmed?: boolean; role?: UserRole } = {}): Promise<UserJson> {
      const email = normalizeEmail(emailInput);
      assertAcceptablePassword(password, passwordContext(email));
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
    async setRole(emailInput: unknown, role: UserRole, source?: SecuritySource): Promise<AuthUser | undefined> {
      const email = typeof emailInput === "string" ? emailInput.trim().toLowerCase() : "";
      const [row] = await db.update(authUsers).set({ role, updatedAt: sql`now()` }).where(eq(authUsers.email, email)).returning();
      if (row) logSecurityEvent(source, "role_changed", row.id, { role });
      return row;
    },

    async listUsers(): Promise<AuthUser[]> {
      return db.select().from(authUsers).orderBy(asc(authUsers.email));
    },

    /** Deletes an account with its sessions and links; false when there was none. */
    async deleteUser(emailInput: unknown, source?: SecuritySource): Promise<boolean> {
      const email = typeof emailInput === "string" ? emailInput.trim().toLowerCase() : "";
      const [deleted] = await db.delete(authUsers).where(eq(authUsers.email, email)).returning({ id: authUsers.id });
      if (deleted) logSecurityEvent(source, "account_deleted", deleted.id);
      return deleted !== undefined;
    },

    async findUserById(id: string): Promise<AuthUser | undefined> {
      const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
      return user;
    },

    async deleteUserById(id: string, source?: SecuritySource): Promise<boolean> {
      const [deleted] = await db.delete(authUsers).where(eq(authUsers.id, id)).returning({ id: authUsers.id });
      if (deleted) logSecurityEvent(source, "account_deleted", deleted.id);
      return deleted !== undefined;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
