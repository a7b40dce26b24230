/** The closing call to action of the company pages. */
export const companyCta = {
  heading: "Har ni frågor?",
  text: "Hör av er så hjälper vi er vidare, oavsett om det gäller en demo, ett samarbete eller en integration.",
  button: "Kontakta oss",
  phoneLabel: "Telefon",
  emailLabel: "E-post",
} as const;
