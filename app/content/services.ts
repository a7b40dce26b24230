import { listText } from "../lib/format.ts";
import { Mail, MessageSquare, PhoneCall, Share2, type LucideIcon } from "lucide-react";
import { editable } from "../lib/editable-content.ts";

export const serviceIds = ["voice-agent", "chatbot", "email-automation", "social-media"] as const;
export type ServiceId = (typeof serviceIds)[number];

/** What navigation, tiles and forms need of a service; the pages' text is in service-details.ts. */
export interface ServiceSummary {
  id: ServiceId;
  /** The product's name, as in navigation, tiles, prices and forms (COPY.md). */
  name: string;
  /** The same name inside a sentence: "röstassistent", but "AI för sociala medier". */
  term: string;
  /** One sentence on what it does for the customer. */
  summary: string;
  icon: LucideIcon;
}

export const services = editable<readonly ServiceSummary[]>("services", "services", [
  {
    id: "voice-agent",
    name: "Röstassistent",
    term: "röstassistent",
    summary: "Svarar i telefon dygnet runt, bokar tider och kopplar vidare när en människa behövs.",
    icon: PhoneCall,
  },
  {
    id: "chatbot",
    name: "Chattbot",
    term: "chattbot",
    summary: "Besvarar kundernas frågor direkt på webbplatsen, med era egna svar och ert tonläge.",
    icon: MessageSquare,
  },
  {
    id: "email-automation",
    name: "E-postautomatisering",
    term: "e-postautomatisering",
    summary: "Sorterar, prioriterar och besvarar inkommande mejl, så att inget ärende blir liggande.",
    icon: Mail,
  },
  {
    id: "social-media",
    name: "AI för sociala medier",
    term: "AI för sociala medier",
    summary: "Svarar på kommentarer och direktmeddelanden i era sociala kanaler, snabbt och konsekvent.",
    icon: Share2,
  },
]);

/**
 * The four services in running text, "röstassistent, chattbot, e-postautomatisering och
 * AI för sociala medier", or joined with "eller"; the names are written once, above.
 */
export function serviceList(type: "conjunction" | "disjunction" = "conjunction"): string {
  return listText(
    services.map((service) => service.term),
    type === "conjunction" ? "och" : "eller",
  );
}

/** The same list at the start of a sentence or a list item. */
export function serviceListCapitalized(type: "conjunction" | "disjunction" = "conjunction"): string {
  const list = serviceList(type);
  return `${list.charAt(0).toUpperCase()}${list.slice(1)}`;
}

/** The name of a service, for labels that mention it. */
export function serviceName(id: ServiceId): string {
  const service = services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`Unknown service: ${id}`);
  return service.name;
}
