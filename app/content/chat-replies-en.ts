/*
 * The AI-assistent's short answers to questions asked in English: a few sentences in
 * English and a link to the Swedish page that says more. The site's Swedish terms
 * (COPY.md) do not apply here; the facts and every figure come from the same content
 * modules and the answerer's computations.
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
  servicePrice: (name: string, setup: string, monthly: string) => `The ${name} costs ${setup} to set up and ${monthly} per month, excluding VAT.`,
  /** A package of /tjanster or a plan of /tjanster-paket, by its Swedish name. */
  offerPrice: (name: string, setup: string, monthly: string) => `${name} costs ${setup} to set up and ${monthly} per month, excluding VAT.`,
  planPrice: (name: string, setup: string, monthly: string) => `${name} costs ${setup} to set up and from ${monthly} per month for operation, excluding VAT.`,
  planMonthly: (name: string, monthly: string) => `${name} costs from ${monthly} per month, excluding VAT.`,
  includedMinutes: (minutes: string) => `The monthly fee includes ${minutes} call minutes.`,
  priceList: (lines: string) => `Each service has a one-time setup fee and a fixed monthly fee, excluding VAT:\n${lines}`,
  priceLine: (name: string, setup: string, monthly: string) => `${name}: ${setup} setup and ${monthly} per month`,
  allFour: (name: string, setup: string, monthly: string) => `All four services are included in ${name}, which costs ${setup} to set up and ${monthly} per month, excluding VAT.`,
  pricesPage: (link: string) => `All prices are on our Swedish page ${link}.`,
  yearly: (name: string, yearly: string, monthly: string, from: boolean) =>
    from ? `Operating ${name} costs from ${yearly} a year (twelve monthly fees from ${monthly}).` : `${name} costs ${yearly} a year in monthly fees (twelve times ${monthly}).`,
  firstYear: (name: string, total: string, setup: string, yearly: string, from: boolean) =>
    from
      ? `The first year of ${name} costs from ${total}: ${setup} to set up and from ${yearly} for twelve months of operation.`
      : `The first year of ${name} costs ${total}: ${setup} to set up and ${yearly} in monthly fees.`,
  vatQuestion: (rate: string) => `No, all our prices exclude VAT. Swedish VAT of ${rate} is added.`,
  withVat: (rate: string, setup: string, monthly: string) => `With ${rate} VAT that is ${setup} to set up and ${monthly} per month.`,
  cheapest: (service: string, setup: string, monthly: string, packageName: string, packageSetup: string, packageMonthly: string) =>
    `The least expensive service is ${service}, at ${setup} to set up and ${monthly} per month. The least expensive package is ${packageName}, at ${packageSetup} to set up and ${packageMonthly} per month. Prices exclude VAT.`,
  popular: (offer: string, setup: string, monthly: string, plan: string) =>
    `Among the packages, ${offer} (all four services, ${setup} to set up and ${monthly} per month) is marked as the most popular; among the plans with operation included, it is ${plan}.`,
  packageSaving: (name: string, setupSaved: string, monthlySaved: string) => `${name} saves ${setupSaved} on setup and ${monthlySaved} per month compared with buying the four services separately.`,
  noTrial: (booking: string) =>
    `No, we do not offer a free trial. You can test it in a pilot project instead: one channel for a limited period with clear goals. The first step is a free AI analysis: ${booking}.`,
  seeFirst: (booking: string, demo: string) => `Yes: you can book a free demo on our Swedish page ${demo}, or a free AI analysis: ${booking}.`,
  contact: (email: string, phone: string, contactForm: string) =>
    `You can reach us at ${email} or ${phone}, and we are happy to talk in English. You can also write to us through our contact form (in Swedish): ${contactForm}.`,
  services: (lines: string) => `We offer four AI services for customer service, each on its own or together in a package (the pages are in Swedish):\n${lines}`,
  goLive: (from: number, to: number, link: string) => `Most customers are live within ${from} to ${to} weeks. We handle the installation; see our Swedish page ${link}.`,
  security: (link: string) => `Your data is stored within the EU and handled in line with GDPR, with a data processing agreement. See our Swedish page ${link}.`,
  openingHours: (email: string, phone: string) => `We do not publish opening hours. Reach us at ${email} or ${phone}, and we will get back to you.`,
  integrations: (link: string, booking: string) =>
    `We connect the assistants to the systems you already use, with ready integrations or through our REST API and webhooks. Whether a particular system is covered depends on your setup, and we go through it in a free AI analysis: ${booking}. More on our Swedish page ${link}.`,
  channelNotNamed: (channel: string, email: string, booking: string) =>
    `Our website does not mention ${channel}, so I cannot promise that the assistants answer there. They answer by phone, in the chat on your website, by email and on social media. Ask us about your needs at ${email} or book a free AI analysis: ${booking}.`,
  discount: (email: string, booking: string) => `Our website lists no discounts, so I cannot promise one here. Ask us about your case at ${email} or book a free AI analysis: ${booking}.`,
  savings: (volume: string, minutes: string, cost: string, hours: string, rate: string, annual: string, savedHours: string, link: string) =>
    `With ${volume} cases a month at ${minutes} minutes each and ${cost} an hour, your team spends ${hours} hours a month on them. If ${rate} are handled automatically, as the calculator on our start page assumes, you save about ${annual} a year and free ${savedHours} hours a month. Try other figures in the calculator (in Swedish): ${link}.`,
  languagesChatbot: "The chatbot answers in Swedish and switches to English or another language when the visitor writes in it.",
  languagesVoice: "For the voice assistant our pages mention Swedish only, so ask us if you need other languages.",
  contents: (link: string) => `The full list of what it includes is on our Swedish page ${link}.`,
  contract: (link: string) =>
    `Subscriptions run for the binding period stated in the quote, or otherwise month to month. They renew automatically unless cancelled in writing at least one month before the period ends. See our Swedish terms: ${link}.`,
  payment: (link: string) =>
    `The implementation fee is invoiced when the project starts, and operation is invoiced monthly in advance. Larger projects can spread the cost over a flexible payment plan. See our Swedish page ${link}.`,
  cases: (lines: string, link: string) => `Three of our customer cases (in Swedish):\n${lines}\n\nAll of them are on ${link}.`,
  caseLine: (link: string, service: string, result: string) => `${link}, with our ${service}: ${result}`,
  caseOne: (company: string, service: string, weeks: number, link: string) => `${company} uses our ${service}; it was live after ${weeks} weeks. The full case (in Swedish): ${link}.`,
  industry: (link: string) => `We have ready-made solutions for this industry; our Swedish page ${link} shows how they work.`,
} as const;
