export interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "center" | "start";
  tone?: "light" | "dark";
}

/** The heading block that opens a page section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, lead, align = "center", tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && (
        <p className={`mb-3 text-sm font-semibold tracking-wide uppercase ${dark ? "text-accent-300" : "text-brand-700"}`}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`text-title font-bold ${dark ? "text-white" : "text-ink-950"}`}>
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? "text-ink-200" : "text-ink-600"}`}>{lead}</p>}
    </div>
  );
}
