import { Clock, HeartHandshake, Sparkles, Users } from "lucide-react";
import { site } from "./site.ts";
import type { InfoItem } from "./types.ts";

/** /careers: working here and applying openly. */
export const careersPage = {
  meta: {
    title: "Karriär",
    description: `Vill du bygga AI-kundservice för svenska företag? Så är det att arbeta på ${site.name} och så skickar du en spontanansökan.`,
  },
  eyebrow: "Karriär",
  heading: "Bygg AI som gör kundservice bättre för både kunder och medarbetare",
  lead: `På ${site.name} arbetar utvecklare, konversationsdesigners och kundansvariga tillsammans för att svenska företag ska kunna ge service dygnet runt.`,
  workHeading: "Så är det att jobba här",
  work: [
    {
      icon: Users,
      title: "Nära kunderna",
      text: "Alla i teamet träffar kunder. Du ser själv hur det du bygger används och vilken skillnad det gör.",
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
      text: "Du äger dina projekt från idé till drift, med kollegor som gärna hjälper till.",
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
    "Vi tar emot spontanansökningar året runt. Berätta kort vem du är, vad du vill arbeta med och varför, och bifoga ditt cv.",
    "Vi läser alla ansökningar och hör av oss när vi har en roll som matchar din profil.",
  ],
  applyButton: "Skicka spontanansökan",
  applySubject: "Spontanansökan",
  privacyNote: "Så behandlar vi dina uppgifter när du söker jobb",
} as const;
