import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes in base64url: refresh tokens and the tokens of mailed links. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a token: its SHA-256. The tokens are random and long, so a
 * fast hash suffices, and a copy of the database yields no usable token.
 */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Compares two secrets in time independent of where they differ. */
export function secretsEqual(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right);
}
