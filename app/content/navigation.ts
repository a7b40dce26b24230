import { paths } from "../lib/paths.ts";
import { industries } from "./industries.ts";
import { services } from "./services.ts";

export interface NavLink {
  label: string;
  to: string;
}

/** Links of the navigation bar besides the Branscher menu and the blog. */
export const mainNavigation: readonly NavLink[] = [
  { label: "Tjänster och priser", to: paths.services },
  { label: "Kundcase", to: paths.caseStudies },
  { label: "Om oss", to: paths.about },
];

/** Where the not-found and error views point a visitor who took a wrong turn. */
export const suggestedPages: readonly NavLink[] = [
  { label: "Startsidan", to: paths.home },
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
      { label: "Tjänster och priser", to: paths.services },
      { label: "Paketlösningar och offert", to: paths.packages },
    ],
  },
  {
    title: "Snabblänkar",
    links: [
      { label: "ROI-kalkylator", to: paths.roiCalculator },
      { label: "Gratis guide om AI i kundservice", to: paths.ebook },
      { label: "Boka demo", to: paths.demo },
      { label: "API-dokumentation", to: paths.apiDocs },
    ],
  },
  {
    title: "Företaget",
    links: [
      { label: "Om oss", to: paths.about },
      { label: "Kundcase", to: paths.caseStudies },
      { label: "Säkerhet", to: paths.security },
      { label: "Karriär", to: paths.careers },
      { label: "Partners", to: paths.partners },
      { label: "Kontakt", to: paths.contact },
    ],
  },
  {
    title: "Kundportal",
    links: [
      { label: "Dashboard", to: paths.dashboard },
      { label: "Skapa lösenord", to: paths.setPassword },
    ],
  },
  {
    title: "Juridiskt",
    links: [
      { label: "Integritetspolicy", to: paths.privacyPolicy },
      { label: "Användarvillkor", to: paths.terms },
      { label: "Cookiepolicy", to: paths.cookiePolicy },
    ],
  },
];

export const footerLabels = {
  contactHeading: "Kontakta oss",
  socialHeading: "Följ oss",
  copyright: "Alla rättigheter förbehållna.",
  orgNumber: "org.nr",
  postalAddress: "Postadress",
  navigation: "Sidfot",
} as const;
