import { BadgeCheck, FileCheck, Lock, Server, ShieldCheck, UserCheck, type LucideIcon } from "lucide-react";
import { editable } from "../lib/editable-content.ts";

export interface SecurityArea {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  points: readonly string[];
}

/** Copy of /security (SPEC §2 "/security", claims of SPEC §9). */
export const security = editable("security-page", "page", {
  meta: {
    title: "Säkerhet och regelefterlevnad",
    description:
      "Så skyddar vi era och era kunders uppgifter: AES-256 och TLS 1.3, lagring inom EU, ISO 27001, SOC 2 Type II och personuppgiftsbiträdesavtal enligt GDPR.",
  },
  eyebrow: "Säkerhet",
  heading: "Säkerhet och dataskydd i varje lösning",
  lead: "När en AI-assistent pratar med era kunder handlar det om förtroende. Därför är säkerhet och GDPR en del av varje projekt från första dagen, inte ett tillägg i efterhand.",
  badgesLabel: "Certifieringar och standarder",
  badges: ["ISO 27001", "SOC 2 Type II", "GDPR", "AES-256", "TLS 1.3", "Lagring inom EU"],
  areas: [
    {
      id: "kryptering",
      icon: Lock,
      title: "Kryptering",
      text: "All data krypteras, både när den skickas och när den lagras.",
      points: [
        "Trafik mellan kunder, assistenter och våra servrar skyddas med TLS 1.3.",
        "Lagrade samtal, meddelanden och kunduppgifter krypteras med AES-256.",
        "Krypteringsnycklar förvaras separat och roteras regelbundet.",
      ],
    },
    {
      id: "certifieringar",
      icon: BadgeCheck,
      title: "Certifieringar",
      text: "Våra rutiner granskas av oberoende revisorer, så att ni inte behöver lita på vårt ord.",
      points: [
        "Vårt ledningssystem för informationssäkerhet är certifierat enligt ISO 27001.",
        "Våra kontroller för säkerhet och tillgänglighet granskas årligen enligt SOC 2 Type II.",
        "Revisionsrapporter delas med kunder under sekretessavtal.",
      ],
    },
    {
      id: "gdpr",
      icon: ShieldCheck,
      title: "GDPR och dataskydd",
      text: "Ni är personuppgiftsansvariga för era kunders uppgifter. Vi är ert personuppgiftsbiträde och följer era instruktioner.",
      points: [
        "Varje kund får ett personuppgiftsbiträdesavtal innan något tas i drift.",
        "Vi samlar bara in de uppgifter som assistenten behöver för att hjälpa era kunder.",
        "Era uppgifter används aldrig för att träna modeller åt andra kunder.",
        "Ni bestämmer hur länge samtal och meddelanden sparas, och vi raderar dem när avtalet upphör.",
      ],
    },
    {
      id: "lagring",
      icon: Server,
      title: "Lagring inom EU",
      text: "Data lagras och behandlas i datacenter inom EU.",
      points: [
        "Drift och säkerhetskopior finns i datacenter inom EU.",
        "Underleverantörer som behandlar personuppgifter listas i personuppgiftsbiträdesavtalet.",
        "Säkerhetskopior krypteras och återläsning testas regelbundet.",
      ],
    },
    {
      id: "behorighet",
      icon: UserCheck,
      title: "Behörighet och spårbarhet",
      text: "Bara de som behöver komma åt er data kan göra det, och allt loggas.",
      points: [
        "Inloggning i våra interna system kräver tvåstegsverifiering.",
        "Medarbetare får åtkomst efter behov och behörigheterna ses över regelbundet.",
        "Åtkomst till kunddata loggas och kan redovisas för er på begäran.",
      ],
    },
    {
      id: "incidenter",
      icon: FileCheck,
      title: "Incidenthantering",
      text: "Om något ändå händer agerar vi snabbt och öppet.",
      points: [
        "Vi övervakar tjänsterna dygnet runt och har rutiner för att hantera incidenter.",
        "Ni får besked utan onödigt dröjsmål om en incident påverkar era uppgifter, så att ni kan uppfylla era skyldigheter enligt GDPR.",
        "Varje incident följs upp med en analys och åtgärder.",
      ],
    },
  ] satisfies SecurityArea[],
  contact: {
    heading: "Har ni frågor om säkerhet?",
    text: "Behöver ni vårt personuppgiftsbiträdesavtal, en revisionsrapport eller svar på en säkerhetsenkät? Kontakta oss så hjälper vi er.",
    primary: "Kontakta oss",
  },
} as const);
