import { ClosingCta } from "../components/home/closing-cta.tsx";
import { Features } from "../components/home/features.tsx";
import { Hero } from "../components/home/hero.tsx";
import { ProcessTabs } from "../components/home/process-tabs.tsx";
import { SavingsCalculator } from "../components/home/savings-calculator.tsx";
import { SecuritySummary } from "../components/home/security-summary.tsx";
import { Testimonials } from "../components/home/testimonials.tsx";
import { WhyUs } from "../components/home/why-us.tsx";
import { home } from "../content/home.ts";
import { organizationJsonLd, pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...home.meta, path: "/", jsonLd: [organizationJsonLd()] });
}

export default function Home() {
  return (
    <>
      <Hero />
      <Features />
      <SavingsCalculator />
      <ProcessTabs />
      <WhyUs />
      <Testimonials />
      <SecuritySummary />
      <ClosingCta />
    </>
  );
}
