import { type IndustryId, industryIds } from "../../contracts/industries.ts";
import { editable } from "../lib/editable-content.ts";

export { type IndustryId, industryIds };

/** What navigation and forms need of an industry; the pages' text is in industry-details.ts. */
export interface IndustrySummary {
  id: IndustryId;
  /** Name of the industry as shown in navigation. */
  name: string;
}

/** The nine industries of the Branscher menu and /industries/{industry}. */
export const industries = editable<readonly IndustrySummary[]>("industries", "industries", [
  { id: "restaurant", name: "Restaurang och café" },
  { id: "hotel", name: "Hotell och boende" },
  { id: "realestate", name: "Fastigheter" },
  { id: "ecommerce", name: "E-handel" },
  { id: "healthcare", name: "Vård och omsorg" },
  { id: "education", name: "Utbildning" },
  { id: "bank", name: "Bank och finans" },
  { id: "logistics", name: "Transport och logistik" },
  { id: "events", name: "Evenemang" },
]);
