/*
 * The AI-assistent's short answers to questions asked in English: a few sentences in
 * English and a link to the Swedish page that says more. The site's Swedish terms
 * (COPY.md) do not apply here; the facts come from the same content modules.
 */
/** The services by their English names, after "the". */
export const serviceNamesInEnglish = {
  "voice-agent": "voice assistant",
  chatbot: "chatbot",
  "email-automation": "email automation",
  "social-media": "AI for social media",
} as const;

export const chatRepliesInEnglish = {
  greeting: (brand: string) => `Hello! I am ${brand}'s AI assistant. Our website is in Swedish, but ask away in English.`,
  offTopic: (email: string, phone: string) =>
    `That is outside what we do: we build AI customer service for businesses (voice assistant, chatbot, email automation and AI for social media). For questions about that, reach us at ${email} or ${phone}.`,
  unknown: (email: string, phone: string, booking: string) =>
    `I cannot answer that reliably here. Please write to us at ${email}, call ${phone}, or book a free AI analysis: ${booking}.`,
  servicePrice: (name: string, setup: string, monthly: string, link: string) =>
    `The ${name} costs ${setup} to set up and ${monthly} per month, excluding VAT. All prices are on our Swedish page ${link}.`,
  priceList: (lines: string, link: string) => `Each service has a one-time setup fee and a fixed monthly fee, excluding VAT:\n${lines}\n\nThe packages and all prices are on our Swedish page ${link}.`,
  priceLine: (name: string, setup: string, monthly: string) => `${name}: ${setup} setup and ${monthly} per month`,
  allFour: (name: string, setup: string, monthly: string, link: string) =>
    `All four services are included in ${name}, which costs ${setup} to set up and ${monthly} per month, excluding VAT. See our Swedish page ${link}.`,
  noTrial: (booking: string) =>
    `No, we do not offer a trial period. The first step is a free AI analysis in which we show how a solution would work for your business: ${booking}.`,
  seeFirst: (booking: string, demo: string) => `Yes: you can book a free demo on our Swedish page ${demo}, or a free AI analysis: ${booking}.`,
  contact: (email: string, phone: string, contactForm: string) =>
    `You can reach us at ${email} or ${phone}, and we are happy to talk in English. You can also write to us through our contact form (in Swedish): ${contactForm}.`,
  services: (lines: string) => `We offer four AI services for customer service, each on its own or together in a package (the pages are in Swedish):\n${lines}`,
  goLive: (from: number, to: number, link: string) => `Most customers are live within ${from} to ${to} weeks. We handle the installation; see our Swedish page ${link}.`,
  security: (link: string) => `Your data is stored within the EU and handled in line with GDPR, with a data processing agreement. See our Swedish page ${link}.`,
  openingHours: (email: string, phone: string) => `We do not publish opening hours. Reach us at ${email} or ${phone}, and we will get back to you.`,
  integrations: (link: string, booking: string) =>
    `We connect the assistants to the systems you already use, with ready integrations or through our REST API and webhooks. Whether a particular system is covered depends on your setup, and we go through it in a free AI analysis: ${booking}. More on our Swedish page ${link}.`,
} as const;
