import { paths } from "../../lib/paths.ts";

/**
 * Pages where the popup would stand in the way (SPEC §4 via issue #9): the visitor is
 * already filling in a form, signing in or signed in.
 */
export const popupFreePaths: readonly string[] = [
  paths.contact,
  paths.ebook,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.setPassword,
  paths.dashboard,
];

export function isPopupFreePath(pathname: string): boolean {
  return popupFreePaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export interface PopupSituation {
  pathname: string;
  /** The popup was shown earlier this session. */
  shown: boolean;
  /** The visitor left a lead with some form this session. */
  leadLeft: boolean;
  /** The cookie question is settled: answered and still valid, or nothing to ask (stored-choice.ts). */
  consentDecided: boolean;
  chatOpen: boolean;
  /** The visitor is busy with a form on the page (form-activity.ts). */
  formBusy: boolean;
}

/**
 * Whether the popup may open now: it never stacks on the cookie banner or the chat, never
 * nags (issue #9, item 9) and never interrupts a form (issue #35). Its trigger
 * (popup-due.ts) decides when it is due.
 */
export function popupMayOpen(situation: PopupSituation): boolean {
  return (
    !situation.shown &&
    !situation.leadLeft &&
    situation.consentDecided &&
    !situation.chatOpen &&
    !situation.formBusy &&
    !isPopupFreePath(situation.pathname)
  );
}
