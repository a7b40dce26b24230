import { describe, expect, it } from "vitest";
import { consentRetentionEnvShape } from "../../server/consent/retention.ts";
import { retentionEnvShape } from "../../server/leads/retention.ts";
import { consentRecordRetentionMonths } from "./cookie-consent.ts";
import { signedInFlagKey } from "../lib/storage-names.ts";
import { chatOpenStorageKey, contactHandoffStorageKey, conversationStorageKey } from "../lib/storage-names.ts";
import { leadLeftKey, popupShownKey } from "../lib/session-flag.ts";
import { leadPopupCopy, popupPrivacySectionId } from "./lead-popup-copy.ts";
import { cookiePolicy, type LegalDocument, type LegalSection, leadRetentionMonths, privacyPolicy, terms } from "./legal.ts";
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

describe("privacy policy on the site's forms", () => {
  const forms = privacyPolicy.sections.find((section) => section.id === "formular");
  const text = forms ? sectionText(forms) : "";
  const [contact = "", ebook = "", quote = "", demo = ""] = forms?.blocks.find((block) => block.kind === "list")?.items ?? [];

  it("lists what each form stores, with its labels' words for the fields", () => {
    expect(contact).toMatch(/^Kontaktformuläret:.*namn.*e-postadress.*företag.*telefonnummer.*meddelande.*tjänster/);
    expect(ebook).toMatch(/^Formuläret för guiden:.*förnamn.*efternamn.*e-postadress.*företag.*telefonnummer/);
    expect(quote).toMatch(/^Offertformuläret:.*företagsnamn.*kontaktperson.*e-postadress.*bransch.*tjänster.*meddelande/);
    expect(demo).toMatch(/^Demoförfrågan:.*namn.*e-postadress.*företag.*telefonnummer.*meddelande/);
    expect(text).toMatch(/tidpunkten då vi tog emot det/);
  });

  it("says where the answers go and that the guide's first download is noted", () => {
    expect(text).toMatch(/databas inom EU/);
    expect(text).toMatch(/kundregister/);
    expect(text).toMatch(/formulärhantering/);
    expect(text).toMatch(/e-postleverantör/);
    expect(ebook).toMatch(/laddas ner första gången/);
  });

  it("promises the retention the server's deletion job keeps by default", () => {
    expect(retentionEnvShape.LEAD_RETENTION_MONTHS.parse(undefined)).toBe(leadRetentionMonths);
    expect(text).toContain(`${leadRetentionMonths} månader`);
    const retention = privacyPolicy.sections.find((section) => section.id === "lagringstid");
    expect(retention ? sectionText(retention) : "").toContain(`formulären på webbplatsen: i ${leadRetentionMonths} månader`);
  });

  it("tells how to see or erase what was sent, and that the forms set no cookies", () => {
    expect(text).toContain(site.email);
    expect(text).toMatch(/raderar/);
    expect(text).toMatch(/inga cookies/);
  });

  it("no longer says the forms only open the mail program", () => {
    expect(documentText(privacyPolicy)).not.toMatch(/sparar och skickar ingenting själv/);
  });
});

describe("legal pages", () => {
  // The site has no chat, lead popup, consent banner, customer login or newsletter yet;
  // when one is added, these texts describe it in the same change (COPY.md "Trust").
  it.each([privacyPolicy, cookiePolicy, terms])("$title describes no feature the site does not have", (document) => {
    expect(documentText(document)).not.toMatch(/cookieruta|cookiebanner|kundportal|nyhetsbrev/i);
  });

  it("say what the lead popup stores, on the server and in the browser", () => {
    const forms = privacyPolicy.sections.find((section) => section.id === "formular");
    const text = forms ? sectionText(forms) : "";
    for (const stated of ["Popupen", "sessionStorage", popupShownKey, leadLeftKey]) expect(text).toContain(stated);
    const popup = privacyPolicy.sections.find((section) => section.id === popupPrivacySectionId);
    const popupText = popup ? sectionText(popup) : "";
    expect(popupText).toContain("e-postadress");
    // Without VIDEO_URL there is no video to promise; the popup asks for a demo.
    expect(popupText).toMatch(leadPopupCopy.videoOffered ? /video/ : /demo/);
    if (!leadPopupCopy.videoOffered) expect(documentText(privacyPolicy)).not.toMatch(/video/i);
  });

  it("say what the chat stores in the browser and where its messages go", () => {
    const chat = privacyPolicy.sections.find((section) => section.id === "chatt");
    const text = chat ? sectionText(chat) : "";
    for (const stated of ["sessionStorage", conversationStorageKey, chatOpenStorageKey, contactHandoffStorageKey, "vår server", "AI-leverantör"]) {
      expect(text).toContain(stated);
    }
  });

  it("say what a customer account stores, and where the browser keeps the session", () => {
    const account = privacyPolicy.sections.find((section) => section.id === "kundkonto");
    const text = account ? sectionText(account) : "";
    for (const stored of ["E-postadressen", "Namn och företag", "hashvärde", "sessioner", "localStorage", "sessionStorage", signedInFlagKey]) {
      expect(text).toContain(stored);
    }
  });

  it("show what is stored in the browser in each of the four consent categories, from the banner's configuration", () => {
    const shown = cookiePolicy.sections.flatMap((section) => section.blocks).flatMap((block) => (block.kind === "storage-entries" ? [block.category] : []));
    expect(shown).toEqual(["necessary", "performance", "functional", "targeted"]);
    expect(documentText(cookiePolicy)).not.toMatch(/använder i dag inga cookies/);
  });

  it("promise the consent log's retention that its deletion job keeps, with no address stored", () => {
    expect(consentRetentionEnvShape.CONSENT_RETENTION_MONTHS.parse(undefined)).toBe(consentRecordRetentionMonths);
    for (const document of [privacyPolicy, cookiePolicy]) {
      const text = documentText(document);
      expect(text).toContain(`${consentRecordRetentionMonths} månader`);
      expect(text).toMatch(/IP-adress/);
    }
    const retention = privacyPolicy.sections.find((section) => section.id === "lagringstid");
    expect(retention ? sectionText(retention) : "").toContain(`Bevis på samtycke till cookies: i ${consentRecordRetentionMonths} månader`);
  });

  it("name the contracting company in the terms", () => {
    expect(terms.intro).toContain(site.company.legalName);
    expect(terms.intro).toContain(site.company.orgNumber);
  });
});
