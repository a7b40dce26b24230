import type { ReactNode } from "react";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "./links.tsx";

interface CtaBandProps {
  id: string;
  heading: string;
  text: string;
  /** The buttons: links styled with buttonClass("light") or "ghostOnDark". */
  children: ReactNode;
  /**
   * "card": a rounded card inside the page margins, everything centred. "wide": across
   * the whole page, the text at the start and the buttons at the end.
   */
  shape?: "card" | "wide";
  /** Beside the text on wide screens, such as customer voices; the buttons then go under the text. */
  aside?: ReactNode;
}

const gradient = "bg-gradient-to-br from-brand-800 via-brand-700 to-accent-700 text-white";

/** The closing call to action of a page, on the brand gradient. */
export function CtaBand({ id, heading, text, children, shape = "card", aside }: CtaBandProps) {
  const title = (
    <h2 id={id} className={`text-title font-bold ${shape === "card" && !aside ? "text-balance" : ""}`}>
      {heading}
    </h2>
  );

  if (aside) {
    return (
      <section aria-labelledby={id} className={`${gradient} py-20`}>
        <div className="container-page grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            {title}
            <p className="mt-4 max-w-xl text-lg text-brand-100">{text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
          </div>
          {aside}
        </div>
      </section>
    );
  }

  if (shape === "wide") {
    return (
      <section aria-labelledby={id} className={`${gradient} py-16`}>
        <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            {title}
            <p className="mt-3 text-lg text-brand-100">{text}</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col">{children}</div>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="container-page">
        <div className={`rounded-[2rem] ${gradient} px-6 py-12 text-center sm:px-12 sm:py-16`}>
          {title}
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** The closing band whose first button leads to /contact; `children` are the buttons after it. */
export function ContactCtaBand({ button, children, ...band }: Omit<CtaBandProps, "children"> & { button: string; children?: ReactNode }) {
  return (
    <CtaBand {...band}>
      <ButtonLink to={paths.contact} variant="light">
        {button}
      </ButtonLink>
      {children}
    </CtaBand>
  );
}
