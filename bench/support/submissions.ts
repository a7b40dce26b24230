/**
 * Valid submissions to the five lead endpoints, as the site's forms send them: JSON with
 * an Idempotency-Key, each with an address of its own so its deliveries can be told apart.
 */
import { randomUUID } from "node:crypto";
import { leadEndpoints } from "../../contracts/lead-forms.ts";
import type { LeadFormKind as LeadKind } from "../../contracts/lead-kinds.ts";
import { fakeClientAddress } from "./lead-server.ts";

export const endpoints: Record<LeadKind, string> = leadEndpoints;

export const leadKinds = Object.keys(endpoints) as LeadKind[];

export interface Submission {
  kind: LeadKind;
  path: string;
  /** Unique per submission: the webhook payloads carry it, so a delivery names its lead. */
  email: string;
  headers: Record<string, string>;
  body: string;
}

const names = ["Åsa Lindqvist", "Jonas Öberg", "Maria Håkansson", "Erik Nilsson", "Leila Karimi"];
const companies = ["Bageri Söder AB", "Fjällhotellet i Åre", "Mäklarhuset Väst", "Hälsokliniken Norr", "Nätbutiken Ek"];

/** A form's fields as its page sends them, filled in with plausible Swedish values. */
export function validFields(kind: LeadKind, n: number, email: string): Record<string, unknown> {
  const name = names[n % names.length]!;
  const company = companies[n % companies.length]!;
  const [firstName, lastName] = name.split(" ");
  switch (kind) {
    case "contact":
      return {
        name,
        email,
        company,
        phone: "070-123 45 67",
        message: "Vi vill veta hur en röstagent kan svara i telefon när vi har stängt.",
        interests: { voiceAgent: true, chatbot: n % 2 === 0, email: false, socialMedia: n % 3 === 0 },
      };
    case "ebook":
      return { firstName, lastName, email, company, phone: n % 2 ? "" : "08-123 456 78", form_type: "ebook_download" };
    case "quote":
      return {
        companyName: company,
        contactPerson: name,
        email,
        industry: "restaurant",
        services: ["chatbot", "voice-agent"],
        message: "Ungefär 400 samtal i veckan, mest bokningar.",
      };
    case "demo":
      return { name, email, company, phone: "", message: "Förmiddagar passar bäst." };
    case "popup":
      return { email, consent: true };
  }
}

/**
 * The n-th submission of a run: the endpoints in turn, a fresh Idempotency-Key, and a
 * fake client address shared by at most `perAddress` submissions (at most 5 stays
 * under the per-minute limit).
 */
export function validSubmission(runId: string, n: number, perAddress = 5): Submission {
  const kind = leadKinds[n % leadKinds.length]!;
  const email = `lead-${runId}-${n}@example.com`;
  return {
    kind,
    path: endpoints[kind],
    email,
    headers: {
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
      "x-forwarded-for": fakeClientAddress(Math.floor(n / perAddress)),
    },
    body: JSON.stringify(validFields(kind, n, email)),
  };
}
