import { Mail, MessageSquare, PhoneCall, Share2, type LucideIcon } from "lucide-react";

export const serviceIds = ["voice-agent", "chatbot", "email-automation", "social-media"] as const;
export type ServiceId = (typeof serviceIds)[number];

/** What navigation, tiles and forms need of a service; the pages' text is in service-details.ts. */
export interface ServiceSummary {
  id: ServiceId;
  /** Short name used in navigation and tiles. */
  name: string;
  /** One sentence on what it does for the customer. */
  summary: string;
  icon: LucideIcon;
}

export const services: readonly ServiceSummary[] = [
  {
    id: "voice-agent",
    name: "Röstassistent",
    summary: "Svarar i telefon dygnet runt, bokar tider och kopplar vidare när en människa behövs.",
    icon: PhoneCall,
  },
  {
    id: "chatbot",
    name: "Chattbot",
    summary: "Besvarar kundernas frågor direkt på webbplatsen, med era egna svar och ert tonläge.",
    icon: MessageSquare,
  },
  {
    id: "email-automation",
    name: "E-postautomatisering",
    summary: "Sorterar, prioriterar och besvarar inkommande mejl, så att inget ärende blir liggande.",
    icon: Mail,
  },
  {
    id: "social-media",
    name: "AI för sociala medier",
    summary: "Svarar på kommentarer och direktmeddelanden i era sociala kanaler, snabbt och konsekvent.",
    icon: Share2,
  },
];

/** The short name of a service, for labels that mention it. */
export function serviceName(id: ServiceId): string {
  const service = services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`Unknown service: ${id}`);
  return service.name;
}
