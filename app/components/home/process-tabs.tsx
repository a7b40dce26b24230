import { CheckList } from "../ui/check-list.tsx";
import { HeadedSection } from "../ui/page-section.tsx";
import { Tabs } from "../ui/tabs.tsx";

const tabClass = (selected: boolean) =>
  `group flex items-start gap-4 rounded-[var(--radius-card)] p-4 text-left transition-colors motion-reduce:transition-none ${
    selected ? "bg-brand-50 ring-2 ring-brand-500" : "ring-1 ring-ink-100 hover:bg-ink-50"
  }`;

interface ProcessStep {
  title: string;
  summary: string;
  text: string;
  points: readonly string[];
}

interface ProcessTabsProps {
  heading: string;
  lead: string;
  steps: readonly ProcessStep[];
}

/** The 'how we work' explainer, one tab per step; step 1 is selected by default (SPEC §4). */
export function ProcessTabs({ heading, lead, steps }: ProcessTabsProps) {
  const items = steps.map((step, index) => ({
    key: step.title,
    tab: (
      <>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-100 font-bold text-ink-700 group-aria-selected:bg-brand-600 group-aria-selected:text-white">
          {index + 1}
        </span>
        <span>
          <span className="block font-semibold text-ink-950">{step.title}</span>
          <span className="mt-1 block text-sm text-ink-600">{step.summary}</span>
        </span>
      </>
    ),
    panel: (
      <>
        <h3 className="text-xl font-semibold text-ink-950">
          Steg {index + 1}: {step.title}
        </h3>
        <p className="mt-3 max-w-3xl text-lg text-ink-700">{step.text}</p>
        <CheckList items={step.points} className="mt-5 grid gap-2 sm:grid-cols-3" />
      </>
    ),
  }));

  return (
    <HeadedSection id="process-rubrik" title={heading} lead={lead} className="py-20">
      <div className="mt-12">
        <Tabs
          label={heading}
          items={items}
          listClassName="grid gap-3 md:grid-cols-3"
          tabClassName={tabClass}
          panelClassName="mt-6 rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100 sm:p-8"
        />
      </div>
    </HeadedSection>
  );
}
