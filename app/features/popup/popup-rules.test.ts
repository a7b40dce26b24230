import { describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { isPopupFreePath, type PopupSituation, popupMayOpen } from "./popup-rules.ts";

const clear: PopupSituation = { pathname: paths.home, shown: false, leadLeft: false, consentDecided: true, chatOpen: false, formBusy: false };

describe("popupMayOpen", () => {
  it("opens on a marketing page once the cookie choice is made", () => {
    expect(popupMayOpen(clear)).toBe(true);
    expect(popupMayOpen({ ...clear, pathname: paths.service("chatbot") })).toBe(true);
  });

  it.each([
    ["before the cookie choice", { consentDecided: false }],
    ["while the chat is open", { chatOpen: true }],
    ["while the visitor is busy with a form", { formBusy: true }],
    ["a second time in a session", { shown: true }],
    ["after the visitor left a lead", { leadLeft: true }],
  ])("stays away %s", (_, change) => {
    expect(popupMayOpen({ ...clear, ...change })).toBe(false);
  });

  it.each([
    paths.contact,
    paths.ebook,
    paths.login,
    paths.signup,
    paths.forgotPassword,
    paths.resetPassword,
    paths.setPassword,
    paths.dashboard,
    `${paths.dashboard}/installningar`,
  ])("stays away from %s", (pathname) => {
    expect(isPopupFreePath(pathname)).toBe(true);
    expect(popupMayOpen({ ...clear, pathname })).toBe(false);
  });

  it("tells a page apart from one whose path merely starts the same", () => {
    expect(isPopupFreePath(`${paths.contact}-us`)).toBe(false);
  });
});
