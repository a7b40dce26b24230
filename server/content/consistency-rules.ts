import { packages, servicePrices } from "../../app/content/prices.ts";
import { indexablePaths } from "../../app/indexable-paths.ts";
import { formatSek } from "../../app/lib/format.ts";
import { pageRoutes } from "../../app/route-table.ts";
import { type EditableValue, isPlainObject } from "../../app/lib/editable-data.ts";
import { parseContentImageUrl } from "../../app/lib/content-image-sources.ts";

/*
 * What must stay true of the published content as a whole, checked before a publish (the
 * schema checks each value alone). Each rule reads the content as it would be published:
 * the caller runs them inside withContentEdits (live-content.ts). A broken rule refuses
 * the publish with its message, which says what to change.
 */

export interface BrokenRule {
  rule: "package-savings" | "package-monthly" | "internal-link" | "photo";
  message: string;
}

/** A package that promises savings against the services one by one still keeps the promise. */
function packageSavings(): BrokenRule[] {
  const separately = servicePrices.reduce((sum, price) => sum + price.setupCost, 0);
  const monthlySeparately = servicePrices.reduce((sum, price) => sum + price.monthlyCost, 0);
  const broken: BrokenRule[] = [];
  for (const offer of packages) {
    if (offer.savingsOver === undefined) continue;
    const saved = separately - offer.setupCost;
    if (saved <= offer.savingsOver) {
      broken.push({
        rule: "package-savings",
        message: `${offer.title} lovar att ni sparar över ${formatSek(offer.savingsOver)}, men tjänsterna var för sig kostar ${formatSek(separately)} i startkostnad och paketet ${formatSek(offer.setupCost)}, så skillnaden är ${formatSek(saved)}. Sänk paketets startkostnad, höj tjänsternas eller ändra beloppet paketet lovar.`,
      });
    }
    if (offer.monthlyCost > monthlySeparately) {
      broken.push({
        rule: "package-monthly",
        message: `${offer.title} kostar ${formatSek(offer.monthlyCost)} per månad, mer än tjänsterna var för sig (${formatSek(monthlySeparately)}). Ett paket får inte vara dyrare än sina delar.`,
      });
    }
  }
  return broken;
}

const staticPatterns: ReadonlySet<string> = new Set<string>(pageRoutes.map((route) => route.pattern).filter((pattern) => !pattern.includes(":")));

/** Whether an address inside the site names a page that exists. */
function resolvesOnSite(address: string): boolean {
  const path = address.split(/[?#]/, 1)[0] ?? "";
  return staticPatterns.has(path) || indexablePaths().includes(path);
}

/** Every `to` or `href` of the data that points inside the site, with where it is. */
function internalLinks(value: EditableValue, path: string[]): { path: string[]; address: string }[] {
  if (Array.isArray(value)) return value.flatMap((item: EditableValue, index) => internalLinks(item, [...path, String(index)]));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if ((key === "to" || key === "href") && typeof item === "string" && item.startsWith("/")) return [{ path: [...path, key], address: item }];
    return internalLinks(item as EditableValue, [...path, key]);
  });
}

/** A link to a page of the site leads to one that exists. */
function linksResolve(documents: Readonly<Record<string, Readonly<Record<string, EditableValue>>>>): BrokenRule[] {
  return Object.entries(documents).flatMap(([, data]) =>
    internalLinks(data as EditableValue, [])
      .filter((link) => !resolvesOnSite(link.address))
      .map((link) => ({ rule: "internal-link" as const, message: `Länken ${link.address} leder inte till någon sida på webbplatsen. Ange adressen till en befintlig sida, till exempel /contact.` })),
  );
}

/** Every photo of the data (an object with an address and an alt text) that has an address. */
function photos(value: EditableValue): { url: string; alt: string }[] {
  if (Array.isArray(value)) return value.flatMap((item: EditableValue) => photos(item));
  if (!isPlainObject(value)) return [];
  const own = typeof value.url === "string" && typeof value.alt === "string" && value.url !== "" ? [{ url: value.url, alt: value.alt }] : [];
  return [...own, ...Object.values(value).flatMap((item) => photos(item as EditableValue))];
}

/** A photo is one uploaded to the image library, and says what it shows to whoever cannot see it. */
function photosDescribed(documents: Readonly<Record<string, Readonly<Record<string, EditableValue>>>>): BrokenRule[] {
  return Object.values(documents).flatMap((data) =>
    photos(data as EditableValue).flatMap((photo): BrokenRule[] => {
      if (!parseContentImageUrl(photo.url)) {
        return [{ rule: "photo", message: `Bildadressen ${photo.url} är ingen bild i bildbiblioteket. Ladda upp bilden under Bilder och klistra in adressen därifrån.` }];
      }
      if (photo.alt.trim() === "") return [{ rule: "photo", message: "En bild saknar alternativtext. Beskriv vad bilden visar, för den som inte ser den." }];
      return [];
    }),
  );
}

/** The rules the content as it would be published breaks; none means it may be published. */
export function brokenRules(documents: Readonly<Record<string, Readonly<Record<string, EditableValue>>>>): BrokenRule[] {
  return [...packageSavings(), ...linksResolve(documents), ...photosDescribed(documents)];
}
