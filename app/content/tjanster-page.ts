/** Copy of /tjanster (SPEC §2 "/tjanster"). */
export const tjansterPage = {
  meta: {
    title: "Tjänster och priser för AI-kundservice",
    description:
      "Priser för röstassistent, chattbot, e-postagent och bot för sociala medier, styckvis eller i paket. Fasta startkostnader och tydliga månadsavgifter.",
  },
  eyebrow: "Priser",
  heading: "Våra tjänster och priser",
  lead: "Välj en färdig paketlösning eller de enskilda tjänster ni behöver. Startkostnaden betalas en gång, och därefter en fast avgift varje månad.",
  pricesHeading: "Paket och priser per tjänst",
  tabsLabel: "Visa priser som",
  tabs: { packages: "Paketlösningar", prices: "Priser per tjänst" },
  servicesHeading: "Tjänsterna i detalj",
  servicesLead: "Fyra AI-tjänster som fungerar var för sig eller tillsammans i ett paket.",
  cta: {
    heading: "Osäker på vad som passar er?",
    text: "Boka en kostnadsfri analys på 30 minuter. Vi går igenom era kundkontakter och rekommenderar ett upplägg, utan förpliktelser.",
    booking: "Boka 30 minuters gratis analys",
    quote: "Begär offert",
  },
} as const;
