import type { ReactNode } from "react";

interface CtaBandProps {
  id: string;
  heading: string;
  text: string;
  /** The buttons: links styled with buttonClass("light") or "ghostOnDark". */
  children: ReactNode;
}

/** The closing call to action of a page, on the brand gradient. */
export function CtaBand({ id, heading, text, children }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="container-page">
        <div className="rounded-[2rem] bg-gradient-to-br from-brand-800 via-brand-700 to-accent-700 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id={id} className="text-title font-bold text-balance">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
        </div>
      </div>
    </section>
  );
}
