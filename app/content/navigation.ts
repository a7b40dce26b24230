import { paths } from "../lib/paths.ts";
import { industries } from "./industries.ts";
import { services } from "./services.ts";

export interface NavLink {
  label: string;
  to: string;
}

type LinkedPage = { [Name in keyof typeof paths]: (typeof paths)[Name] extends string ? Name : never }[keyof typeof paths];

/** Each page's name in the menus, once: the navigation bar and the footer link by it. */
const pageLabels = {
  home: "Startsidan",
  services: "Tjänster och priser",
  packages: "Paketlösningar och offert",
  caseStudies: "Kundcase",
  about: "Om oss",
  roiCalculator: "ROI-kalkylator",
  ebook: "Gratis guide om AI i kundservice",
  demo: "Boka demo",
  apiDocs: "API-dokumentation",
  security: "Säkerhet",
  careers: "Karriär",
  partners: "Partners",
  contact: "Kontakt",
  dashboard: "Dashboard",
  setPassword: "Skapa lösenord",
  privacyPolicy: "Integritetspolicy",
  terms: "Användarvillkor",
  cookiePolicy: "Cookiepolicy",
} as const satisfies Partial<Record<LinkedPage, string>>;

const linksTo = (...pages: readonly (keyof typeof pageLabels)[]): NavLink[] =>
  pages.map((page) => ({ label: pageLabels[page], to: paths[page] }));

/** Links of the navigation bar besides the Branscher menu and the blog. */
export const mainNavigation: readonly NavLink[] = linksTo("services", "caseStudies", "about");

/** Where the not-found and error views point a visitor who took a wrong turn. */
export const suggestedPages: readonly NavLink[] = [
  ...linksTo("home"),
  ...mainNavigation,
  { label: "Kontakta oss", to: paths.contact },
];

export const industryLinks: readonly NavLink[] = industries.map((industry) => ({
  label: industry.name,
  to: paths.industry(industry.id),
}));

export const navigationLabels = {
  industries: "Branscher",
  blog: "Blogg",
  cta: "Boka gratis AI-analys",
  dashboard: "Dashboard",
  openMenu: "Öppna menyn",
  closeMenu: "Stäng menyn",
  menu: "Meny",
  skipToContent: "Hoppa till innehållet",
  home: "startsidan",
  mainMenu: "Huvudmeny",
  breadcrumbs: "Brödsmulor",
  /** Read by screen readers after a link that opens another site in a new tab. */
  opensInNewTab: "öppnas i en ny flik",
} as const;

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: "Tjänster",
    links: [
      ...services.map((service) => ({ label: service.name, to: paths.service(service.id) })),
      ...linksTo("services", "packages"),
    ],
  },
  { title: "Snabblänkar", links: linksTo("roiCalculator", "ebook", "demo", "apiDocs") },
  { title: "Företaget", links: linksTo("about", "caseStudies", "security", "careers", "partners", "contact") },
  { title: "Kundportal", links: linksTo("dashboard", "setPassword") },
  { title: "Juridiskt", links: linksTo("privacyPolicy", "terms", "cookiePolicy") },
];

export const footerLabels = {
  contactHeading: "Kontakta oss",
  socialHeading: "Följ oss",
  copyright: "Alla rättigheter förbehållna.",
  orgNumber: "org.nr",
  postalAddress: "Postadress",
  navigation: "Sidfot",
} as const;
