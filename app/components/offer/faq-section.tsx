import { pricingLabels } from "../../content/prices.ts";
import type { FaqItem } from "../../content/types.ts";
import { HeadedSection } from "../ui/page-section.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";

/** The questions of an offer page under 'Vanliga frågor', in a narrow column. */
export function FaqSection({ id, items }: { id: string; items: readonly FaqItem[] }) {
  return (
    <HeadedSection id={id} title={pricingLabels.faqHeading} narrow className="py-20">
      <div className="mt-10">
        <FaqAccordion items={items} />
      </div>
    </HeadedSection>
  );
}
