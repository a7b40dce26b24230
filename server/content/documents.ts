import { editableParts, type EditablePart } from "../../app/lib/editable-content.ts";
import type { EditableValue } from "../../app/lib/editable-data.ts";
// Each import loads a module whose exports are editable (app/lib/editable-content.ts).
import "../../app/content/about-page.ts";
import "../../app/content/api-docs-page.ts";
import "../../app/content/booking-page.ts";
import "../../app/content/careers-page.ts";
import "../../app/content/cases.ts";
import "../../app/content/contact-page.ts";
import "../../app/content/demo-page.ts";
import "../../app/content/ebook-page.ts";
import "../../app/content/faq.ts";
import "../../app/content/guide-outline.ts";
import "../../app/content/guide.ts";
import "../../app/content/home-page.ts";
import "../../app/content/industries.ts";
import "../../app/content/industry-details.ts";
import "../../app/content/lead-popup-copy.ts";
import "../../app/content/legal.ts";
import "../../app/content/partners-page.ts";
import "../../app/content/prices.ts";
import "../../app/content/quote-form-copy.ts";
import "../../app/content/roi-page.ts";
import "../../app/content/security-page.ts";
import "../../app/content/service-details.ts";
import "../../app/content/services.ts";
import "../../app/content/testimonials.ts";
import "../../app/content/thanks-page.ts";
import "../../app/content/tjanster-page.ts";
import "../../app/content/tjanster-paket-page.ts";

/*
 * The content documents staff can edit at /dashboard/content: one per module of
 * app/content/ that wraps its exports with `editable`, with its Swedish title and the pages
 * it shows on (the first is the one the preview opens). A module that is loaded here but
 * not described, or described but not loaded, fails documents.test.ts.
 */

export interface DocumentInfo {
  title: string;
  pages: readonly string[];
  /** The page's islands read it in the browser, so a page hands them its edits (public-values.tsx). */
  islands?: boolean;
}

export const documentInfo: Readonly<Record<string, DocumentInfo>> = {
  "home-page": { title: "Startsidan", pages: ["/"] },
  "tjanster-page": { title: "Sidan Tjänster och priser", pages: ["/tjanster"], islands: true },
  "tjanster-paket-page": { title: "Sidan Paketlösningar och offert", pages: ["/tjanster-paket"] },
  prices: { title: "Priser och paket", pages: ["/tjanster-paket", "/tjanster", "/roi-calculator"], islands: true },
  faq: { title: "Vanliga frågor", pages: ["/tjanster", "/tjanster-paket"] },
  services: { title: "Tjänsternas namn och korta beskrivningar", pages: ["/", "/tjanster", "/services/voice-agent"], islands: true },
  "service-details": {
    title: "Tjänsternas sidor",
    pages: ["/services/voice-agent", "/services/chatbot", "/services/email-automation", "/services/social-media"],
  },
  industries: { title: "Branschernas namn", pages: ["/industries/restaurant", "/tjanster-paket"], islands: true },
  "industry-details": { title: "Branschernas sidor", pages: ["/industries/restaurant", "/industries/hotel", "/industries/ecommerce"] },
  cases: { title: "Kundcase", pages: ["/case-studies", "/case-studies/techcorp", "/case-studies/retailplus", "/case-studies/servicepro"] },
  testimonials: { title: "Kundomdömen", pages: ["/", "/case-studies/techcorp"] },
  "about-page": { title: "Sidan Om oss", pages: ["/about"] },
  "security-page": { title: "Sidan Säkerhet och dataskydd", pages: ["/security"] },
  "roi-page": { title: "ROI-kalkylatorn", pages: ["/roi-calculator"], islands: true },
  "contact-page": { title: "Kontaktsidan", pages: ["/contact"], islands: true },
  "demo-page": { title: "Sidan Boka demo", pages: ["/demo"], islands: true },
  "booking-page": { title: "Bokningssidan", pages: ["/boka"], islands: true },
  "ebook-page": { title: "Sidan om e-boken", pages: ["/ebook"], islands: true },
  "guide-outline": { title: "E-bokens titel och kapitel", pages: ["/ebook"], islands: true },
  guide: { title: "E-bokens fallgropar och checklista", pages: ["/ebook"] },
  "quote-form-copy": { title: "Offertformuläret", pages: ["/tjanster-paket"], islands: true },
  "lead-popup-copy": { title: "Popupen med erbjudande", pages: ["/"], islands: true },
  "thanks-page": { title: "Tacksidan", pages: ["/tack"] },
  "careers-page": { title: "Sidan Karriär", pages: ["/careers"] },
  "partners-page": { title: "Sidan Partner", pages: ["/partners"] },
  "api-docs-page": { title: "Sidan API och integrationer", pages: ["/api-docs"] },
  legal: { title: "Integritetspolicy, villkor och cookiepolicy", pages: ["/privacy-policy", "/terms", "/cookie-policy"] },
};

export interface ContentDocumentDefinition extends DocumentInfo {
  id: string;
  parts: readonly EditablePart[];
  /** The defaults' editable part, by part name: what a document's data looks like. */
  data: Readonly<Record<string, EditableValue>>;
}

/** Every editable document, in the order of documentInfo. */
export function contentDocuments(): ContentDocumentDefinition[] {
  const byDocument = Map.groupBy(editableParts(), (part) => part.document);
  return Object.entries(documentInfo).map(([id, info]) => {
    const parts = byDocument.get(id) ?? [];
    return { id, ...info, parts, data: Object.fromEntries(parts.map((part) => [part.part, part.data])) };
  });
}

export function findDocument(id: string): ContentDocumentDefinition | undefined {
  return contentDocuments().find((document) => document.id === id);
}

/** The documents the modules registered, described or not: documents.test.ts holds the two lists equal. */
export function registeredDocumentIds(): string[] {
  return [...new Set(editableParts().map((part) => part.document))];
}
