import { Clock, HeartHandshake, Sparkles, Users } from "lucide-react";
import { site } from "./site.ts";
import type { InfoItem } from "./types.ts";
import { editable } from "../lib/editable-content.ts";

/** /careers: working here and applying openly. */
export const careersPage = editable("careers-page", "page", {
  meta: {
    title: "Karriär",
    description: `Så är det att arbeta med AI-kundservice på ${site.name}, kompetenserna vi ofta söker och hur en spontanansökan går till.`,
  },
  eyebrow: "Karriär",
  heading: "Bygg AI som gör kundservice bättre för både kunder och medarbetare",
  lead: `På ${site.name} arbetar utvecklare, konversationsdesigners och kundansvariga tillsammans för att svenska företag ska kunna ge service dygnet runt.`,
  workHeading: "Så är det att jobba här",
  work: [
    {
      icon: Users,
      title: "Nära kunderna",
      text: "Alla i teamet träffar kunder och ser själva hur det vi bygger används och vilken skillnad det gör.",
    },
    {
      icon: Sparkles,
      title: "Modern AI i praktiken",
      text: "Vi arbetar med språkmodeller, taligenkänning och integrationer, och vi lägger tid på att lära oss nytt.",
    },
    {
      icon: Clock,
      title: "Flexibelt arbete",
      text: "Vi har gemensamma dagar på kontoret och arbetar på distans när det passar uppdraget och livet.",
    },
    {
      icon: HeartHandshake,
      title: "Små team, stort ansvar",
      text: "Var och en äger sina projekt från idé till drift, med kollegor som gärna hjälper till.",
    },
  ] satisfies InfoItem[],
  rolesHeading: "Kompetenser vi ofta söker",
  roles: [
    "Utvecklare med erfarenhet av TypeScript, Python eller integrationer",
    "Konversationsdesigner som skriver naturlig svenska",
    "Projektledare för implementationer hos kunder",
    "Kundansvarig eller säljare med intresse för AI",
  ],
  applyHeading: "Skicka en spontanansökan",
  apply: [
    "Vi tar emot spontanansökningar året runt. Det räcker med ett cv och några rader om vad man vill arbeta med och varför.",
    "Vi läser alla ansökningar och hör av oss när vi har en roll som passar.",
  ],
  applyButton: "Skicka spontanansökan",
  applySubject: "Spontanansökan",
  privacyNote: "Så behandlar vi uppgifterna i en jobbansökan",
} as const);
