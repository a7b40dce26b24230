import { leadPopupCopy } from "./lead-popup-copy.ts";

/** Which form a visitor's plain post came from: the `typ` the lead API puts in the URL of /tack. */
import { type LeadKind, leadKinds } from "../../contracts/lead-forms.ts";
import { editable } from "../lib/editable-content.ts";

/** The confirmation page thanks for each form: `?typ=` names which (server/leads/routes.ts). */
export type ThanksKind = LeadKind;

interface Thanks {
  heading: string;
  text: string;
}

/**
 * /tack: where a form sent without JavaScript lands once the lead is stored
 * (server/leads/README.md). Each form gets its own next step; an unknown or missing
 * `typ` gets the general thanks.
 */
export const thanksPage = editable("thanks-page", "page", {
  meta: {
    title: "Tack",
    description: "Tack för er förfrågan. Vi har tagit emot den och återkommer.",
  },
  general: {
    heading: "Tack, vi har tagit emot er förfrågan",
    text: "Vi återkommer så snart som möjligt.",
  },
  kinds: {
    contact: {
      heading: "Tack, ert meddelande är skickat",
      text: "Vi återkommer så snart som möjligt för att boka er gratis AI-analys.",
    },
    ebook: {
      heading: "Tack, guiden är på väg",
      text: "Länken till guiden är på väg till er inkorg. Titta i skräpposten om mejlet inte syns inom några minuter.",
    },
    quote: {
      heading: "Tack för er offertförfrågan",
      text: "Vi återkommer med en offert inom 24 timmar.",
    },
    demo: {
      heading: "Tack för er demoförfrågan",
      text: "Vi hör av oss och föreslår en tid för demon.",
    },
    popup: {
      heading: "Tack!",
      text: leadPopupCopy.videoOffered
        ? "Videon kommer snart till er inkorg. Titta i skräpposten om ni inte ser den inom kort."
        : leadPopupCopy.success.text,
    },
    booking: {
      heading: "Mötet är bokat",
      text: "Bekräftelsen med en kalenderinbjudan är på väg till er e-post. Där finns också länkar för att avboka eller välja en annan tid.",
    },
  } satisfies Record<ThanksKind, Thanks>,
  onward: {
    heading: "Medan ni väntar",
    home: "Till startsidan",
    caseStudies: "Läs våra kundcase",
  },
} as const);

/** The thanks for a `typ`, or the general one when it names no form. */
export function thanksFor(kind: string | null): Thanks {
  return (leadKinds as readonly (string | null)[]).includes(kind) ? thanksPage.kinds[kind as ThanksKind] : thanksPage.general;
}
