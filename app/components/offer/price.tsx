import { pricingLabels } from "../../content/prices.ts";
import { formatSek } from "../../lib/format.ts";

interface PriceProps {
  amount: number;
  /** A monthly fee: "/mån" on screen, "per månad" to screen readers. */
  monthly?: boolean;
  /** The price starts at this amount. */
  from?: boolean;
  className?: string;
}

/** A price in Swedish format, the only way prices reach the page. */
export function Price({ amount, monthly = false, from = false, className }: PriceProps) {
  return (
    <span className={className}>
      {from && `${pricingLabels.from} `}
      <span className="whitespace-nowrap">{formatSek(amount)}</span>
      {monthly && (
        <>
          <span aria-hidden="true">{pricingLabels.perMonthShort}</span>
          <span className="sr-only"> {pricingLabels.perMonth}</span>
        </>
      )}
    </span>
  );
}
