import { describe, expect, it } from "vitest";
import { signBookingLink, verifyBookingLink } from "./links.ts";

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const claims = { bookingId: "3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f", sequence: 2 };

describe("a booking's signed link", () => {
  it("is accepted as signed, for its booking and sequence", () => {
    expect(verifyBookingLink("nyckel", signBookingLink("nyckel", claims))).toEqual(claims);
    expect(verifyBookingLink("annan-nyckel", signBookingLink("nyckel", claims))).toBeUndefined();
  });

  it("is refused in any other spelling, even one that decodes to the same signature", () => {
    const token = signBookingLink("nyckel", claims);
    const last = alphabet.indexOf(token.at(-1)!);
    // The last of 43 characters carries 4 bits of the signature and 2 spare ones: flip a spare one.
    const sameBytes = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sameBytes.split(".")[2]!, "base64url")).toEqual(Buffer.from(token.split(".")[2]!, "base64url"));
    expect(verifyBookingLink("nyckel", sameBytes)).toBeUndefined();
    expect(verifyBookingLink("nyckel", `${token.slice(0, -2)}xx`)).toBeUndefined();
  });
});
