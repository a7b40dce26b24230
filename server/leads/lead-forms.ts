import type * as z from "zod/mini";
import { paths } from "../../app/lib/paths.ts";
import { type LeadFormKind as FormKind, leadRequestSchemas } from "../../contracts/lead-forms.ts";
import type { WebhookTarget } from "../db/schema.ts";
import type { LeadForMail } from "../mail/index.ts";
import {
  contactAutomationPayload,
  contactFormServicePayload,
  demoAutomationPayload,
  ebookAutomationPayload,
  popupAutomationPayload,
  quoteAutomationPayload,
} from "./payloads.ts";

/** Who a lead is and when it arrived, for the payloads and mails built from it. */
export interface Received {
  id: string;
  receivedAt: Date;
}

/** A plain HTML form's fields that are not text: ticked checkboxes and groups of them. */
export interface FormFieldKinds {
  /** Checkboxes whose value "on" (what a browser sends for a ticked box) means true. */
  booleans: readonly string[];
  /** Checkbox groups: one value or several, always a list. */
  lists: readonly string[];
}

/**
 * Everything the lead API does differently per form: the shared schema that validates it,
 * the page a no-JavaScript visitor returns to, how that form names its checkboxes, and
 * what its lead sends where.
 */
export interface LeadForm<Data> {
  /** The endpoint's request schema (contracts/lead-forms.ts), whose output is `Data`. */
  schema: z.ZodMiniObject;
  /** The form's page, where a plain form post with errors is sent back to. */
  page: string;
  formFields: FormFieldKinds;
  /** The body for each webhook target this form's leads go to. */
  payloads(data: Data, receivedAt: Date): Partial<Record<WebhookTarget, object>>;
  /** The lead as the mails need it; the e-book's carries its download link. */
  forMail(data: Data, received: Received, downloadUrl: string | undefined): LeadForMail;
}

const noFormFields: FormFieldKinds = { booleans: [], lists: [] };

/** What an endpoint's request schema gives once it has validated a body. */
type LeadRequest<Kind extends FormKind> = z.output<(typeof leadRequestSchemas)[Kind]>;

export const leadForms = {
  contact: {
    schema: leadRequestSchemas.contact,
    page: paths.contact,
    formFields: {
      booleans: ["interests.voiceAgent", "interests.chatbot", "interests.email", "interests.socialMedia"],
      lists: [],
    },
    payloads: (data, receivedAt) => ({
      automation_webhook: contactAutomationPayload(data, receivedAt),
      form_service: contactFormServicePayload(data),
    }),
    forMail: (fields, received) => ({ kind: "contact", fields, ...received }),
  } satisfies LeadForm<LeadRequest<"contact">>,
  ebook: {
    schema: leadRequestSchemas.ebook,
    page: paths.ebook,
    formFields: noFormFields,
    payloads: (data, receivedAt) => ({ automation_webhook: ebookAutomationPayload(data, receivedAt) }),
    forMail: (fields, received, downloadUrl) => {
      if (!downloadUrl) throw new Error("An e-book lead's mail needs its download link");
      return { kind: "ebook", fields, downloadUrl, ...received };
    },
  } satisfies LeadForm<LeadRequest<"ebook">>,
  quote: {
    schema: leadRequestSchemas.quote,
    page: paths.packages,
    formFields: { booleans: [], lists: ["services"] },
    payloads: (data, receivedAt) => ({ automation_webhook: quoteAutomationPayload(data, receivedAt) }),
    forMail: (fields, received) => ({ kind: "quote", fields, ...received }),
  } satisfies LeadForm<LeadRequest<"quote">>,
  demo: {
    schema: leadRequestSchemas.demo,
    page: paths.demo,
    formFields: noFormFields,
    payloads: (data, receivedAt) => ({ automation_webhook: demoAutomationPayload(data, receivedAt) }),
    forMail: (fields, received) => ({ kind: "demo", fields, ...received }),
  } satisfies LeadForm<LeadRequest<"demo">>,
  popup: {
    schema: leadRequestSchemas.popup,
    // The popup appears on every page; without a page to name, the visitor lands on the start page.
    page: paths.home,
    formFields: { booleans: ["consent"], lists: [] },
    payloads: (data, receivedAt) => ({ automation_webhook: popupAutomationPayload(data, receivedAt) }),
    forMail: (fields, received) => ({ kind: "popup", fields, ...received }),
  } satisfies LeadForm<LeadRequest<"popup">>,
};

export type LeadFormKind = keyof typeof leadForms;

/**
 * A plain HTML form's fields in the shape the form's schema reads: "interests.voiceAgent"
 * becomes interests.voiceAgent, a ticked checkbox ("on") true and a checkbox group a
 * list even when one box is ticked. Anything else is left for the schema to judge.
 */
export function fromFormFields(fields: Record<string, string | string[]>, kinds: FormFieldKinds): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    let value: unknown = raw;
    if (kinds.lists.includes(name)) value = [raw].flat();
    else if (kinds.booleans.includes(name) && raw === "on") value = true;
    const dot = name.indexOf(".");
    if (dot > 0 && kinds.booleans.includes(name)) {
      const parent = name.slice(0, dot);
      const group = typeof shaped[parent] === "object" && shaped[parent] !== null ? shaped[parent] : {};
      shaped[parent] = Object.assign(group, { [name.slice(dot + 1)]: value });
    } else {
      // Defined rather than assigned, so a field called __proto__ stays a field.
      Object.defineProperty(shaped, name, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return shaped;
}
