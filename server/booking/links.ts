import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The mailed links that cancel or move a booking: the booking's id, the invite's SEQUENCE
 * it was made for and what it does, signed with HMAC-SHA256 by the key in the booking's
 * settings row. A link is single-use: a cancelled booking changes no more, and a move
 * raises the SEQUENCE, so the links of the earlier mail stop working.
 */

export type LinkAction = "manage";

export interface LinkClaims {
  bookingId: string;
  sequence: number;
}

function mac(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`booking link v1.${payload}`).digest();
}

export function signBookingLink(secret: string, { bookingId, sequence }: LinkClaims): string {
  const payload = `${bookingId}.${sequence}`;
  return `${payload}.${mac(secret, payload).toString("base64url")}`;
}

/** The claims of a link signed with this key, or undefined for anything else. */
export function verifyBookingLink(secret: string, token: string): LinkClaims | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{1,6})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, bookingId, sequence, signature] = match as unknown as [string, string, string, string];
  // Compared as text: decoded, the last character's two spare bits would let several spellings of one signature pass.
  const expected = Buffer.from(mac(secret, `${bookingId}.${sequence}`).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { bookingId, sequence: Number(sequence) };
}
