/*
 * Sections 3 and 4 of the terms (/terms): contract period, renewal, notice, prices and
 * payment. Kept apart from legal.ts, which needs the public configuration, so the
 * chat's answerer on the server quotes the same words the page shows.
 */

export const contractTerms = {
  term: {
    id: "avtalstid",
    title: "3. Avtalstid och förnyelse",
    paragraphs: [
      "Avtalet gäller från det att Kunden har godkänt offerten. Abonnemang för drift och support löper under den bindningstid som anges i offerten, eller annars månadsvis.",
      "Abonnemang förnyas automatiskt med en ny period av samma längd, om inte någon av parterna säger upp det senast en månad före periodens slut. Uppsägning ska ske skriftligen.",
      "Ett pilotprojekt avtalas på samma sätt, med den kanal, den period, de mål och det pris som anges i offerten. Någon kostnadsfri provperiod ingår inte i tjänsterna.",
      "Vardera parten får säga upp avtalet med omedelbar verkan om den andra parten väsentligen bryter mot avtalet och inte rättar till det inom 30 dagar efter skriftlig anmaning, eller om den andra parten går i konkurs eller annars kan antas vara på obestånd.",
    ],
  },
  payment: {
    id: "betalning",
    title: "4. Priser och betalning",
    paragraphs: [
      "Priserna framgår av offerten och anges exklusive moms.",
      "All betalning sker i förskott. Fakturan ska vara betald senast på förfallodagen, 30 dagar efter fakturadatum om inget annat har avtalats. Vid försenad betalning har vi rätt till dröjsmålsränta enligt räntelagen och till lagstadgad påminnelseavgift. Om betalning uteblir mer än 30 dagar efter förfallodagen får vi, efter skriftlig påminnelse, stänga av tjänsten tills betalning har skett.",
      "Vi får justera priserna för kommande perioder. Prisändringar meddelas skriftligen minst tre månader innan de börjar gälla, och Kunden får då säga upp avtalet till den dag ändringen träder i kraft.",
    ],
    /** The list after the first paragraph. */
    items: [
      "Implementationsavgiften faktureras vid projektstart.",
      "Avgiften för drift och support faktureras månadsvis i förskott.",
      "Minuter utöver det som ingår i abonnemanget debiteras enligt överenskommelse med Kunden.",
      "För större projekt kan vi komma överens om en flexibel betalningsplan.",
    ],
  },
} as const;
