import { guideOutline } from "./guide-outline.ts";
import { fieldLabels } from "./forms.ts";
import { editable } from "../lib/editable-content.ts";

/** /ebook: what the guide holds, who it is for, and the form that mails it (SPEC §2, §3, §8). */
export const ebookPage = editable("ebook-page", "page", {
  meta: {
    title: `Gratis guide: ${guideOutline.title}`,
    description:
      "Ladda ner vår kostnadsfria guide om AI i kundservicen: vad ni kan automatisera, hur ni kommer i gång, vad det kostar och vad GDPR och EU:s AI-förordning kräver.",
  },
  eyebrow: "Gratis guide",
  heading: `Ladda ner guiden: ${guideOutline.title}`,
  lead: "En praktisk genomgång för er som vill låta AI ta hand om de vanligaste kundfrågorna utan att tumma på kvaliteten. Vi mejlar en länk där ni laddar ner guiden som PDF, kostnadsfritt.",
  facts: [`${guideOutline.chapters.length} kapitel`, "Räkneexempel i kronor", "Checklista inför start"],
  jumpToForm: "Ladda ner guiden",
  coverLabel: "Guide",
  chaptersHeading: "Det här står i guiden",
  chaptersLead: "Guiden följer vägen från första idé till en kanal i drift, med det ni behöver veta för att fatta beslut.",
  audienceHeading: "Guiden är skriven för",
  audience: [
    "Kundtjänstchefer som vill korta svarstiderna utan att anställa fler.",
    "Vd:ar och ägare i små och medelstora företag som vill veta vad AI kostar och vad det ger.",
    "IT-ansvariga som ska bedöma integrationer, säkerhet och GDPR.",
    "Verksamhetsutvecklare som behöver ett underlag inför ett beslut.",
  ],
  form: {
    heading: "Få guiden via mejl",
    lead: "Fyll i era uppgifter, så mejlar vi en personlig länk till guiden.",
    labels: { firstName: "Förnamn", lastName: "Efternamn", email: fieldLabels.email, company: fieldLabels.company, phone: fieldLabels.phone },
    submit: "Få guiden",
    privacy: {
      text: "Vi använder uppgifterna för att skicka guiden och kan höra av oss om ert intresse för AI-kundservice.",
      link: "Så behandlar vi personuppgifter",
    },
    /** SPEC §8, verbatim. */
    successToast: "Tack! Kolla din e-post för att ladda ner guiden.",
    success: {
      title: "Guiden är på väg till er inkorg.",
      text: "Länken i mejlet är personlig. Hittar ni inte mejlet inom några minuter, titta i skräpposten.",
    },
  },
} as const);
