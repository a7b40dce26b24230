import { paths } from "../lib/paths.ts";
import { editable } from "../lib/editable-content.ts";

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  company: string;
  headline: string;
  quote: string;
  impact: string;
  /** Key figures, label → value; each label continues its figure, in lower case. */
  results: Readonly<Record<string, string>>;
  industry: string;
  href: string;
}

/** The two customer testimonials on the landing page (SPEC §3 "Testimonial"). */
export const testimonials = editable<readonly Testimonial[]>("testimonials", "testimonials", [
  {
    id: "techcorp",
    name: "Anna Lindqvist",
    role: "Kundtjänstchef",
    company: "TechCorp",
    headline: "Från ett dygns väntan till svar på fem minuter",
    quote:
      "Vår chattbot tar nu hand om de flesta frågorna om licenser och inloggning. Kunderna får hjälp direkt och teamet kan lägga tiden på de tekniska ärendena.",
    impact: "Snabbare svar och nöjdare kunder redan första månaden.",
    results: { svarstid: "24 h → 5 min", kundnöjdhet: "96\u00a0%" },
    industry: "Teknik",
    href: paths.caseStudies,
  },
  {
    id: "servicepro",
    name: "Johan Berg",
    role: "Driftchef",
    company: "ServicePro",
    headline: "Fler ärenden lösta direkt, utan fler anställda",
    quote:
      "E-postautomatiseringen sorterar och besvarar rutinfrågorna åt oss. Vi hanterar betydligt fler ärenden i dag med samma bemanning som förut.",
    impact: "Mer tid för rådgivning och mindre tid åt inkorgen.",
    results: { "lösta direkt": "85\u00a0%", "hanterade ärenden": "+40\u00a0%" },
    industry: "Tjänster",
    href: paths.caseStudies,
  },
]);
