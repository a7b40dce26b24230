import * as Tabs from "@radix-ui/react-tabs";
import { Check } from "lucide-react";
import { home } from "../../content/home.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

/** The three-step 'how we work' explainer; step 1 is selected by default (SPEC §4). */
export function ProcessTabs() {
  const { process } = home;
  return (
    <section aria-labelledby="process-rubrik" className="py-20">
      <div className="container-page">
        <SectionHeading id="process-rubrik" title={process.heading} lead={process.lead} />
        <Tabs.Root defaultValue="steg-1" className="mt-12">
          <Tabs.List aria-label={process.heading} className="grid gap-3 md:grid-cols-3">
            {process.steps.map((step, index) => (
              <Tabs.Trigger
                key={step.title}
                value={`steg-${index + 1}`}
                className="group flex items-start gap-4 rounded-[var(--radius-card)] p-4 text-left ring-1 ring-ink-100 transition-colors hover:bg-ink-50 data-[state=active]:bg-brand-50 data-[state=active]:ring-2 data-[state=active]:ring-brand-500 motion-reduce:transition-none"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-100 font-bold text-ink-700 group-data-[state=active]:bg-brand-600 group-data-[state=active]:text-white">
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold text-ink-950">{step.title}</span>
                  <span className="mt-1 block text-sm text-ink-600">{step.summary}</span>
                </span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {process.steps.map((step, index) => (
            <Tabs.Content
              key={step.title}
              value={`steg-${index + 1}`}
              className="mt-6 rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100 sm:p-8"
            >
              <h3 className="text-xl font-semibold text-ink-950">
                Steg {index + 1}: {step.title}
              </h3>
              <p className="mt-3 max-w-3xl text-lg text-ink-700">{step.text}</p>
              <ul className="mt-5 grid gap-2 sm:grid-cols-3">
                {step.points.map((point) => (
                  <li key={point} className="flex items-center gap-2 text-ink-800">
                    <Check aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
                    {point}
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
