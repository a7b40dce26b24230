import { CustomerVoices } from "../components/home/customer-voices.tsx";
import { Features } from "../components/home/features.tsx";
import { Hero } from "../components/home/hero.tsx";
import { ProcessTabs } from "../components/home/process-tabs.tsx";
import { SavingsCalculator } from "../components/home/savings-calculator.tsx";
import { SecuritySummary } from "../components/home/security-summary.tsx";
import { TestimonialSection } from "../components/home/testimonial-section.tsx";
import { WhyUs } from "../components/home/why-us.tsx";
import { BookingLink } from "../components/ui/booking-link.tsx";
import { CtaBand } from "../components/ui/cta-band.tsx";
import { buttonClass, ButtonLink } from "../components/ui/links.tsx";
import { home } from "../content/home-page.ts";
import { services } from "../content/services.ts";
import { testimonials } from "../content/testimonials.ts";
import { Island } from "../islands/island.tsx";
import { organizationJsonLd } from "../content/structured-data.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...home.meta, path: paths.home, jsonLd: [organizationJsonLd()] });
}

/** The landing page (SPEC §2): each section in the order the spec lists them. */
export default function Home() {
  const { features, process, why, security, closing } = home;
  return (
    <>
      <Hero copy={home.hero} stats={home.stats} services={services.slice(0, 3)} />
      <Features heading={features.heading} lead={features.lead} items={features.items} />
      <Island name="savings-calculator" component={SavingsCalculator} props={{ copy: home.calculator }} />
      <Island name="process-tabs" component={ProcessTabs} props={{ heading: process.heading, lead: process.lead, steps: process.steps }} />
      <WhyUs heading={why.heading} items={why.items} />
      <TestimonialSection
        heading={home.testimonials.heading}
        lead={home.testimonials.lead}
        testimonials={testimonials}
        cta={home.testimonials.cta}
      />
      <SecuritySummary heading={security.heading} lead={security.lead} points={security.points} cta={security.cta} />
      <CtaBand
        id="avslut-rubrik"
        heading={closing.heading}
        text={closing.lead}
        shape="wide"
        aside={<CustomerVoices voices={closing.voices} />}
      >
        <BookingLink className={buttonClass("light")}>
          {closing.bookingCta}
        </BookingLink>
        <ButtonLink to={paths.contact} variant="ghostOnDark">
          {closing.quoteCta}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
