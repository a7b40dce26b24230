import { describe, expect, it } from "vitest";
import { caseStudies, caseStudyIds, findCaseStudy } from "./cases.ts";
import { testimonials } from "./testimonials.ts";

const NBSP = "\u00a0";
const percent = (value: number) => `${value}${NBSP}%`;

/** The figures of SPEC §2 "/case-studies and /case-studies/{id}", exactly. */
const specFigures = {
  techcorp: {
    industry: "IT & Teknologi",
    solution: "Chattbot",
    staff: 250,
    weeks: 3,
    keyResults: [percent(90), percent(45), percent(60), percent(70), `Över ${percent(85)}`],
  },
  retailplus: {
    industry: "E-handel",
    solution: "Röstassistent",
    staff: 150,
    weeks: 4,
    keyResults: [percent(75), percent(60), percent(35), "15 min → under 30 s"],
  },
  servicepro: {
    industry: "Tjänstesektor",
    solution: "E-postautomatisering",
    staff: 75,
    weeks: 2,
    keyResults: ["120 timmar", percent(85), percent(50)],
  },
} as const;

describe("case studies", () => {
  it("has exactly the three SPEC ids, in order", () => {
    expect(caseStudies.map((study) => study.id)).toEqual(["techcorp", "retailplus", "servicepro"]);
    expect(caseStudyIds).toEqual(["techcorp", "retailplus", "servicepro"]);
  });

  it.each(caseStudyIds)("%s has the SPEC industry, solution, profile and figures", (id) => {
    const study = findCaseStudy(id);
    const spec = specFigures[id];
    expect(study?.industry).toBe(spec.industry);
    expect(study?.solution).toBe(spec.solution);
    expect(study?.profile).toEqual({ staff: spec.staff, implementationWeeks: spec.weeks });
    expect(study?.keyResults.map((result) => result.value)).toEqual(spec.keyResults);
  });

  it("labels every figure with what it measures, in words that continue the figure", () => {
    for (const study of caseStudies) {
      const labels = [...study.keyResults, ...study.highlights].map((result) => result.label);
      for (const label of labels) expect(label, study.id).toMatch(/^\p{Ll}.{4,}/u);
      expect(new Set(study.keyResults.map((result) => result.label)).size).toBe(study.keyResults.length);
    }
  });

  it("gives each card three results taken from its key results", () => {
    for (const study of caseStudies) {
      expect(study.results).toEqual(study.keyResults.slice(0, 3).map(({ value, label }) => `${value} ${label}`));
    }
  });

  it("shows the testimonial figures as card highlights: 24 h → 5 min, 96 %, 85 %, +40 %", () => {
    const highlights = caseStudies.flatMap((study) => study.highlights.map((highlight) => highlight.value));
    expect(highlights).toEqual(expect.arrayContaining(["24 h → 5 min", percent(96), percent(85), `+40${NBSP}%`]));
  });

  it("quotes the named representatives of the landing page's testimonials", () => {
    for (const testimonial of testimonials) {
      const study = findCaseStudy(testimonial.id);
      expect(study?.quote).toEqual({ quote: testimonial.quote, name: testimonial.name, role: testimonial.role });
      expect(study?.company).toBe(testimonial.company);
    }
    for (const study of caseStudies) expect(study.quote.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
  });

  it("has a full description for every case", () => {
    for (const study of caseStudies) {
      const text = study.fullDescription;
      for (const paragraph of [text.challenge, text.solution, text.resultIntro, text.closing]) {
        expect(paragraph.length).toBeGreaterThan(40);
      }
      expect(text.bullets.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("finds nothing for an unknown id", () => {
    expect(findCaseStudy("okand")).toBeUndefined();
    expect(findCaseStudy(undefined)).toBeUndefined();
  });
});
