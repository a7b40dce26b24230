import { describe, expect, it } from "vitest";
import { readLinkFragment } from "./link-fragment.ts";

const session = "access_token=eyJ&expires_at=1900000000&expires_in=3600&refresh_token=r1&sb=&token_type=bearer";

describe("readLinkFragment", () => {
  it.each(["recovery", "invite", "signup"] as const)("recognises a verified %s link", (type) => {
    expect(readLinkFragment(`#${session}&type=${type}`)).toEqual({ type, failed: false });
  });

  it("reports a link the auth service refused, whatever type it claims", () => {
    const refused = "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=";
    expect(readLinkFragment(refused)).toEqual({ type: null, failed: true });
    expect(readLinkFragment(`${refused}&type=recovery`)).toEqual({ type: null, failed: true });
  });

  it("finds no link in an empty fragment, in a type without a session, or in another kind of link", () => {
    expect(readLinkFragment("")).toEqual({ type: null, failed: false });
    expect(readLinkFragment("#type=recovery")).toEqual({ type: null, failed: false });
    expect(readLinkFragment(`#${session}&type=magiclink`)).toEqual({ type: null, failed: false });
  });
});
