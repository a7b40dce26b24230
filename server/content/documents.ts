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
  "tjanster-paket-page": { title: "Sidan Paketlösningar och offert", pages: ["/tjanster-paket"] },
  prices: { title: "Priser och paket", pages: ["/tjanster-paket", "/tjanster", "/roi-calculator"], islands: true },
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
