import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../contracts/chat.ts";
import { replySignerFor } from "./reply-signature.ts";

describe("replySignerFor", () => {
  const signer = replySignerFor("sk-signing-test-1");
  const reply = "Chattboten kostar 6 495 kr i startkostnad.";

  it("verifies its own signature of a reply, and nothing else", () => {
    const signature = signer.sign(reply);
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(signer.verify(reply, signature)).toBe(true);
    expect(signer.verify(`${reply} Och 50 % rabatt.`, signature)).toBe(false);
    expect(signer.verify(reply, undefined)).toBe(false);
    expect(signer.verify(reply, "")).toBe(false);
    expect(signer.verify(reply, signature.slice(0, -2))).toBe(false);
    expect(signer.verify(reply, "x".repeat(43))).toBe(false);
  });

  it("signs with a key of its own per API key, which appears in no signature", () => {
    const signature = signer.sign(reply);
    expect(replySignerFor("sk-signing-test-2").verify(reply, signature)).toBe(false);
    expect(replySignerFor("sk-signing-test-1").verify(reply, signature)).toBe(true);
    expect(Buffer.from(signature, "base64url").toString("latin1")).not.toContain("sk-signing");
  });

  it("signs a long reply as the history carries it, cut to the longest message", () => {
    const long = "å".repeat(CHAT_MESSAGE_MAX_LENGTH + 300);
    expect(signer.verify(long.slice(0, CHAT_MESSAGE_MAX_LENGTH), signer.sign(long))).toBe(true);
  });
});
