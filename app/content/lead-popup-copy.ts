import { derived } from "../lib/derived-content.ts";
import { editable } from "../lib/editable-content.ts";

/**
 * The lead popup (SPEC §2 global widgets, §4, §5, §8). It offers the short video only
 * when VIDEO_URL is configured (the mail with its link is server/mail/texts.ts `popup`);
 * without a video it offers what exists, a demo, and the mail says we get in touch
 * (`popupDemo`). Texts SPEC quotes are verbatim, its "din" included.
 */

const videoOffered = __PUBLIC_ENV__.VIDEO_URL !== undefined;

/** The privacy policy's section on the popup, which the consent box links. */
export const popupPrivacySectionId = "popup";

const shared = editable("lead-popup-copy", "shared", {
  emailLabel: "E-post",
  /**
   * The consent box's label around its link, which opens in a new tab so the form stays
   * filled in. It asks only for what the popup needs: keeping the address. It names the
   * terms ("villkoren") that SPEC §5's error for an unticked box asks the visitor to accept
   * (contracts/lead-requests/fields.ts), and the link is where those terms stand: the
   * privacy policy's section on the popup.
   */
  consent: {
    start: "Jag godkänner villkoren för hur min e-postadress sparas och används, som de beskrivs i ",
    privacy: "integritetspolicyn",
    end: ".",
  },
  close: "Stäng",
  /** SPEC §8, verbatim: every failure that no field explains. */
  failure: "Något gick fel. Försök igen senare.",
} as const);

/** The texts when the popup offers the video. */
const videoTexts = editable("lead-popup-copy", "withVideo", {
  heading: "Se hur AI-kundservice fungerar i praktiken",
  lead: "Få en kort video som visar hur en AI-assistent svarar era kunder, bokar tider och lämnar över till en människa när det behövs.",
  submit: "Få videon",
  /** SPEC §8, verbatim. */
  success: {
    title: "Tack!",
    text: "Din video kommer snart till din inkorg. Kolla din skräppost om du inte ser den inom kort.",
  },
} as const);

/** The texts when it offers a demo instead. */
const demoTexts = editable("lead-popup-copy", "withoutVideo", {
  heading: "Se hur AI-kundservice fungerar i praktiken",
  lead: "Lämna er e-postadress, så hör vi av oss och bokar en kostnadsfri demo. Där visar vi hur en AI-assistent svarar era kunder, bokar tider och lämnar över till en människa när det behövs.",
  submit: "Be om en demo",
  success: {
    title: "Tack!",
    text: "Vi hör av oss inom kort och föreslår en tid för demon.",
  },
} as const);

export const leadPopupCopyVariants = derived(() => ({
  withVideo: { ...shared, ...videoTexts, videoOffered: true as const },
  withoutVideo: { ...shared, ...demoTexts, videoOffered: false as const },
}));

type LeadPopupCopy = (typeof leadPopupCopyVariants)["withVideo"] | (typeof leadPopupCopyVariants)["withoutVideo"];

export const leadPopupCopy: LeadPopupCopy = derived(() => (videoOffered ? leadPopupCopyVariants.withVideo : leadPopupCopyVariants.withoutVideo));
