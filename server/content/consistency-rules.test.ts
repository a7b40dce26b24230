import { describe, expect, it } from "vitest";
import type { EditableValue } from "../../app/lib/editable-data.ts";
import { formatSek } from "../../app/lib/format.ts";
import { brokenRules } from "./consistency-rules.ts";
import { contentDocuments } from "./documents.ts";
import { installContentEdits, withContentEdits } from "./live-content.ts";

type Documents = Record<string, Record<string, EditableValue>>;

// As the server does: the content modules read the edits in force.
installContentEdits();

/** Every document's defaults, with `change` made to a copy: the content as a publish would leave it. */
function contentWith(change: (documents: Documents) => void): Documents {
  const documents = structuredClone(Object.fromEntries(contentDocuments().map((document) => [document.id, document.data]))) as Documents;
  change(documents);
  return documents;
}

function messagesOf(documents: Documents) {
  return withContentEdits(documents, () => brokenRules(documents)).map((rule) => rule.message);
}

const photo = "/media/0b6f1e2a-4c1d-4e5f-9a8b-7c6d5e4f3a2b-1440x960.webp";

describe("the consistency rules a publish must keep", () => {
  it("holds for the code's own content", () => {
    expect(messagesOf(contentWith(() => {}))).toEqual([]);
  });

  it("refuses a Fullpaket that no longer saves what it promises, or costs more a month than its parts", () => {
    const dearer = contentWith((documents) => {
      const packages = documents.prices!.packages as { setupCost: number; monthlyCost: number }[];
      packages[2]!.setupCost = 22_000;
      packages[2]!.monthlyCost = 5_000;
    });
    const messages = messagesOf(dearer);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toBe(
      `Fullpaket lovar att ni sparar över ${formatSek(5000)}, men tjänsterna var för sig kostar ${formatSek(25480)} i startkostnad och paketet ${formatSek(22000)}, så skillnaden är ${formatSek(3480)}. Sänk paketets startkostnad, höj tjänsternas eller ändra beloppet paketet lovar.`,
    );
    expect(messages[1]).toContain(`Fullpaket kostar ${formatSek(5000)} per månad, mer än tjänsterna var för sig`);
  });

  it("refuses a link to a page that does not exist, and takes one that does, with its anchor", () => {
    const moved = (to: string) =>
      contentWith((documents) => {
        ((documents.prices!.plans as { cta: { to: string } }[])[0]!.cta.to = to);
      });
    expect(messagesOf(moved("/kontakt"))).toEqual(["Länken /kontakt leder inte till någon sida på webbplatsen. Ange adressen till en befintlig sida, till exempel /contact."]);
    expect(messagesOf(moved("/contact#form"))).toEqual([]);
    expect(messagesOf(moved("/services/chatbot"))).toEqual([]);
  });

  it("takes a photo from the image library with an alt text, and nothing else", () => {
    const withPhoto = (url: string, alt: string) =>
      contentWith((documents) => {
        (documents.cases!.caseStudies as { photo: { url: string; alt: string } }[])[0]!.photo = { url, alt };
      });
    expect(messagesOf(withPhoto(photo, "Kundtjänsten hos TechCorp"))).toEqual([]);
    expect(messagesOf(withPhoto(photo, " "))).toEqual(["En bild saknar alternativtext. Beskriv vad bilden visar, för den som inte ser den."]);
    expect(messagesOf(withPhoto("https://example.org/bild.jpg", "Kontoret"))[0]).toMatch(/^Bildadressen https:\/\/example\.org\/bild\.jpg är ingen bild i bildbiblioteket\./);
  });
});
