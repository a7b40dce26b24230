import { navigationLabels } from "../../content/navigation.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "../ui/links.tsx";

interface OfferContactCtaProps {
  heading: string;
  text: string;
  /** The button's label; the navigation's call to action unless given. */
  button?: string;
}

/** The closing call to action of a page in this section, to /contact. */
export function OfferContactCta({ heading, text, button = navigationLabels.cta }: OfferContactCtaProps) {
  return (
    <section aria-labelledby="kontakt-cta" className="bg-gradient-to-br from-brand-800 via-brand-700 to-accent-700 py-16 text-white">
      <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="kontakt-cta" className="text-title font-bold">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <ButtonLink to={paths.contact} variant="light" className="shrink-0">
          {button}
        </ButtonLink>
      </div>
    </section>
  );
}
