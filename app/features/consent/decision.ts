import { announceConsentDecided } from "../../lib/overlays.ts";
import { type ConsentAction, type ConsentDecisionBody, consentEndpoint, consentMethod } from "../../../contracts/consent.ts";
import { answerAsItComes, type ApiContract, apiRequest } from "../../lib/api/api-request.ts";
import type { StoredChoice } from "./stored-choice.ts";

/**
 * POST /api/consent. Nothing reads its answer, so the contract's response schema stays
 * out of the cookie banner's code, and zod with it (contracts/README.md).
 */
const consentLogContract: ApiContract<void, ConsentDecisionBody, unknown> = {
  method: consentMethod,
  path: consentEndpoint,
  response: answerAsItComes,
};

/** Whether anything of the pixel is on this page or in this browser that a withdrawal must remove. */
function pixelPresent() {
  return window.fbq !== undefined || /(?:^|;\s*)_fb[pc]=/.test(document.cookie);
}

/**
 * Puts a decision into effect at once (the pixel starts, or stops and loses its cookies),
 * sends it to the consent log and tells the other overlays. A log that cannot be
 * reached must not keep the visitor waiting: the choice already holds in the browser.
 * The pixel's code loads only when there is something for it to do.
 */
export function applyDecision({ consentId, revision, categories }: Pick<StoredChoice, "consentId" | "revision" | "categories">, action: ConsentAction) {
  if (categories.includes("targeted")) void import("./pixel.ts").then(({ startPixel }) => startPixel());
  else if (pixelPresent()) void import("./pixel.ts").then(({ stopPixel }) => stopPixel());
  const body: ConsentDecisionBody = { consentId, revision, categories, action };
  void apiRequest(consentLogContract, { body }, { keepalive: true });
  announceConsentDecided();
}
