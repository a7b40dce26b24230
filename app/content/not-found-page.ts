/** Copy of the 404 page and the generic error view. */
export const errorPage = {
  notFound: {
    title: "Sidan hittades inte",
    text: "Sidan ni letar efter finns inte eller har flyttats. Kontrollera adressen eller gå vidare via länkarna nedan.",
    metaDescription: "Sidan ni letar efter finns inte eller har flyttats.",
  },
  failure: {
    title: "Något gick fel",
    text: "Ett oväntat fel uppstod när sidan skulle visas. Försök igen om en stund.",
  },
  homeLink: "Till startsidan",
  suggestions: "Populära sidor",
} as const;
