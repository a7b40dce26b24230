import type { IconName } from "./icons.ts";

export const serviceIds = ["voice-agent", "chatbot", "email-automation", "social-media"] as const;
export type ServiceId = (typeof serviceIds)[number];

export interface Service {
  id: ServiceId;
  /** Short name used in navigation and tiles. */
  name: string;
  /** One sentence on what it does for the customer. */
  summary: string;
  icon: IconName;
}

export const services: readonly Service[] = [
  {
    id: "voice-agent",
    name: "Röstassistent",
    summary: "Svarar i telefon dygnet runt, bokar tider och kopplar vidare när en människa behövs.",
    icon: "phone-call",
  },
  {
    id: "chatbot",
    name: "Chattbot",
    summary: "Besvarar kundernas frågor direkt på webbplatsen, med era egna svar och ert tonläge.",
    icon: "message-square",
  },
  {
    id: "email-automation",
    name: "E-postautomatisering",
    summary: "Sorterar, prioriterar och besvarar inkommande mejl, så att inget ärende blir liggande.",
    icon: "mail",
  },
  {
    id: "social-media",
    name: "AI för sociala medier",
    summary: "Svarar på kommentarer och direktmeddelanden i era sociala kanaler, snabbt och konsekvent.",
    icon: "share",
  },
];

export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}
