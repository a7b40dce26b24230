import { describe, expect, it } from "vitest";
import { logSecurityEvent } from "../auth/security-events.ts";
import { signInsFailed } from "./registry.ts";

const quiet = { info: () => undefined, warn: () => undefined };
const source = { ip: "192.0.2.7", key: "192.0.2.7", network: "192.0.2.0/24", log: quiet };

async function count(reason: string) {
  const { values } = await signInsFailed.get();
  return values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

describe("sign_ins_failed_total", () => {
  it("counts the refused sign-ins where the auth area logs them, and nothing else", async () => {
    const before = { wrong: await count("wrong_password"), unknown: await count("unknown_account"), locked: await count("account_locked") };
    logSecurityEvent(source, "wrong_password", "a1");
    logSecurityEvent(source, "unknown_account", undefined);
    logSecurityEvent(source, "account_locked", "a1");
    logSecurityEvent(source, "signed_in", "a1");
    logSecurityEvent(source, "refresh_token_reused", "a1");
    expect(await count("wrong_password")).toBe(before.wrong + 1);
    expect(await count("unknown_account")).toBe(before.unknown + 1);
    expect(await count("account_locked")).toBe(before.locked + 1);
    expect(await count("signed_in")).toBe(0);
    expect(await count("refresh_token_reused")).toBe(0);
  });
});
