import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { authErrors } from "./errors.ts";

/** SPEC §4: a new password has at least 8 characters (GoTrue's own floor is 6). */
export const minPasswordLength = 8;
/** Long enough for any passphrase; longer input is refused before it reaches the hash. */
export const maxPasswordLength = 256;

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
 * The passwords tried first in every guessing attack: zxcvbn's list of the most common
 * ones (from leaked password sets, kept up to date by the zxcvbn-ts project), lower-case.
 */
const commonPasswords = new Set(dictionary["passwords-common"]);

/** Whether a password is on the list of common ones, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Throws GoTrue's 422 weak_password for a password the service does not accept: under 8
 * characters (reason "length"), nothing but whitespace ("characters"), or one of the most
 * common passwords ("pwned", GoTrue's reason for a password known from leaks).
 */
export function assertAcceptablePassword(password: string): void {
  if ([...password].length < minPasswordLength) throw authErrors.weakPassword("length", `Password should be at least ${minPasswordLength} characters.`);
  if (password.length > maxPasswordLength) throw authErrors.validation(`Password cannot be longer than ${maxPasswordLength} characters`);
  if (password.trim() === "") throw authErrors.weakPassword("characters", "Password should contain characters other than spaces.");
  if (isCommonPassword(password)) throw authErrors.weakPassword("pwned", "Password is known to be weak and easy to guess, please choose a different one.");
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
