/**
 * Internal link targets. Page components link through these, so a path is written
 * once; patterns for the router live in app/route-table.ts.
 */
export const paths = {
  home: "/",
  services: "/tjanster",
  packages: "/tjanster-paket",
  caseStudies: "/case-studies",
  about: "/about",
  contact: "/contact",
  login: "/login",
  dashboard: "/dashboard",
  setPassword: "/set-password",
  security: "/security",
  privacyPolicy: "/privacy-policy",
  terms: "/terms",
  cookiePolicy: "/cookie-policy",
  ebook: "/ebook",
  roiCalculator: "/roi-calculator",
  demo: "/demo",
  apiDocs: "/api-docs",
  careers: "/careers",
  partners: "/partners",
  /** Short links that redirect permanently to their service page. */
  shortLinks: { voiceAgent: "/voice-agent", chatbot: "/chatbot", emailAutomation: "/email-automation" },
  service: (id: string) => `/services/${id}`,
  industry: (id: string) => `/industries/${id}`,
  caseStudy: (id: string) => `/case-studies/${id}`,
} as const;
