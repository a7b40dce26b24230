import { ArrowRight, Quote } from "lucide-react";
import { Link } from "react-router";
import type { Testimonial } from "../../content/testimonials.ts";
import { paths } from "../../lib/paths.ts";
import { HeadedSection } from "../ui/page-section.tsx";

interface TestimonialSectionProps {
  heading: string;
  lead: string;
  testimonials: readonly Testimonial[];
  /** The label of the link to all cases. */
  cta: string;
}

/** Customers' own words with their figures, and the way on to the case studies. */
export function TestimonialSection({ heading, lead, testimonials, cta }: TestimonialSectionProps) {
  return (
    <HeadedSection id="omdomen-rubrik" title={heading} lead={lead} className="py-20">
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <article className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
              <p className="text-sm font-semibold text-brand-700">{testimonial.industry}</p>
              <h3 className="mt-2 text-xl font-semibold text-ink-950">{testimonial.headline}</h3>
              <figure className="mt-4 flex-1">
                <Quote aria-hidden="true" className="size-8 text-brand-200" />
                <blockquote className="mt-2 text-lg text-ink-700">”{testimonial.quote}”</blockquote>
                <figcaption className="mt-4 text-ink-600">
                  <span className="font-semibold text-ink-900">{testimonial.name}</span>, {testimonial.role},{" "}
                  {testimonial.company}
                </figcaption>
              </figure>
              <dl className="mt-6 grid grid-cols-2 gap-3">
                {Object.entries(testimonial.results).map(([label, value]) => (
                  <div key={label} className="flex flex-col rounded-xl bg-brand-50 p-4">
                    <dt className="text-sm text-ink-600">{label}</dt>
                    <dd className="order-first text-2xl font-bold text-brand-800">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-ink-600">{testimonial.impact}</p>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={paths.caseStudies} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800">
          {cta}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </HeadedSection>
  );
}
