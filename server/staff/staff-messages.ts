/** What the workspace's API tells staff when a call fails: what happened and what to do next. */
export const staffMessages = {
  signedOut: "Ni är inte inloggade längre. Logga in igen för att arbeta med leads.",
  notStaff: "Kontot har inte tillgång till arbetsytan. Be en administratör om behörighet.",
  badQuery: "Kontrollera filtret och försök igen.",
  invalidValue: "Kontrollera det här värdet.",
  badLeadId: "Länken pekar inte på något lead. Kontrollera adressen och försök igen.",
  leadNotFound: "Leadet finns inte. Det kan ha raderats.",
  notStaffMember: "Adressen tillhör ingen i personalen. Välj en person ur listan.",
  wonValueNotWon: "Ett värde kan bara anges för en vunnen affär. Markera leadet som vunnet först.",
} as const;
