import { describe, expect, it } from "vitest";
import { cookiePolicy, type LegalDocument, type LegalSection, privacyPolicy, terms } from "./legal.ts";
import { site } from "./site.ts";

function sectionText(section: LegalSection): string {
  const blocks = section.blocks.flatMap((block) => {
    if (block.kind === "paragraph") return [block.text];
    if (block.kind === "list") return block.items;
    if (block.kind === "link") return [block.text, block.label];
    return [];
  });
  return [section.title, ...blocks].join("\n");
}

/** Everything a visitor reads on a legal page. */
function documentText(document: LegalDocument): string {
  return [document.meta.description, document.intro, ...document.sections.map(sectionText)].join("\n");
}

describe("privacy policy", () => {
  it("names the company from the site configuration as personuppgiftsansvarig", () => {
    const controller = privacyPolicy.sections.find((section) => section.id === "personuppgiftsansvarig");
    expect(controller).toBeDefined();
    const text = controller ? sectionText(controller) : "";
    expect(text).toContain(site.company.legalName);
    expect(text).toContain(site.company.orgNumber);
    expect(text).toContain(site.company.address);
    expect(text).toMatch(/är personuppgiftsansvarig/);
  });
});

describe("legal pages", () => {
  // The site has no chat, lead popup, consent banner, customer login or newsletter yet;
  // when one is added, these texts describe it in the same change (COPY.md "Trust").
  it.each([privacyPolicy, cookiePolicy, terms])("$title describes no feature the site does not have", (document) => {
    expect(documentText(document)).not.toMatch(/chatt(en|fönstret)|popup|cookieruta|cookiebanner|inloggad|kundkonto|kundportal|nyhetsbrev/i);
  });

  it("say that the site sets no cookies today", () => {
    expect(documentText(cookiePolicy)).toMatch(/använder i dag inga cookies/);
    expect(documentText(privacyPolicy)).toMatch(/använder i dag inga cookies/);
  });

  it("name the contracting company in the terms", () => {
    expect(terms.intro).toContain(site.company.legalName);
    expect(terms.intro).toContain(site.company.orgNumber);
  });
});
