import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { authErrors } from "./errors.ts";
import { maxPasswordLength, type PasswordContext, passwordRefusal } from "./password-rules.ts";

/**
 * argon2id with 46 MiB, one pass, one lane: the first of OWASP's Password Storage Cheat
 * Sheet configurations. About 16 ms per hash on an idle two-core machine, so a few
 * sign-ins at once still answer well inside 300 ms (bench/auth-sign-in.ts); a hash made
 * with other parameters still verifies, since they are stored in it.
 */
// Algorithm is a const enum, which erasable TypeScript cannot read: 2 is its Argon2id.
const argon2id = 2 as Algorithm;
const argon2Options = { algorithm: argon2id, memoryCost: 47_104, timeCost: 1, parallelism: 1 };

/**
 * Throws GoTrue's 422 weak_password for a password the service does not accept
 * (passwordRefusal, with the reasons GoTrue gives: "length", "characters", "pwned"), and
 * 422 validation_failed for one longer than anyone types.
 */
export function assertAcceptablePassword(password: string, context: PasswordContext = {}): void {
  if (password.length > maxPasswordLength) throw authErrors.validation(`Password cannot be longer than ${maxPasswordLength} characters`);
  const refusal = passwordRefusal(password, context);
  if (refusal) throw authErrors.weakPassword(refusal);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** A hash of a password nobody has: checked when no account matches, so both cases take as long. */
let decoyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; without a hash, spends the same time and answers false. */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (password.length > maxPasswordLength) return false;
  if (!passwordHash) {
    decoyHash ??= hashPassword("decoy password that no account has");
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
