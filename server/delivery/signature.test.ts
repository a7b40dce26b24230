import { describe, expect, it } from "vitest";
import { parseWebhookSecret, signWebhook } from "./signature.ts";

describe("signWebhook", () => {
  it("matches the example signature of the Standard Webhooks specification", () => {
    const key = parseWebhookSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
    expect(key).toBeDefined();
    expect(signWebhook(key!, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  it("changes when the body, the id or the time changes", () => {
    const key = parseWebhookSecret("a plain shared secret")!;
    const signature = signWebhook(key, "msg_1", 1700000000, '{"a":1}');
    expect(signWebhook(key, "msg_1", 1700000000, '{"a":2}')).not.toBe(signature);
    expect(signWebhook(key, "msg_2", 1700000000, '{"a":1}')).not.toBe(signature);
    expect(signWebhook(key, "msg_1", 1700000001, '{"a":1}')).not.toBe(signature);
  });
});

describe("parseWebhookSecret", () => {
  it("decodes a whsec_ secret from base64 and takes any other secret as its own bytes", () => {
    expect(parseWebhookSecret("whsec_aGVtbGln")).toEqual(Buffer.from("hemlig"));
    expect(parseWebhookSecret("hemlig")).toEqual(Buffer.from("hemlig"));
  });

  it("rejects a whsec_ secret that is not base64, and an empty secret", () => {
    expect(parseWebhookSecret("whsec_not base64!")).toBeUndefined();
    expect(parseWebhookSecret("whsec_")).toBeUndefined();
    expect(parseWebhookSecret("")).toBeUndefined();
  });
});
