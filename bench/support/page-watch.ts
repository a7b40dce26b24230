/**
 * A page's raw HTML as a crawler gets it (plain fetch, no JavaScript), fetched again and
 * again on a steady beat, and what the samples say about when a change went live.
 */

export interface PageSample {
  /** Date.now() when the request went out and when its whole answer had arrived. */
  sentAt: number;
  answeredAt: number;
  status: number;
  /** The body as it came (decompressed by fetch). */
  body: Buffer;
}

export async function fetchPage(url: string): Promise<PageSample> {
  const sentAt = Date.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { sentAt, answeredAt: Date.now(), status: response.status, body };
}

/**
 * Fetches `url` every `everyMs` (measured from one request's start to the next) until
 * `done` says so or `untilMs` (Date.now()) passes; answers every sample, in order.
 * A request that fails on the network ends the watch with its error.
 */
export async function watchPage(url: string, { everyMs, untilMs, done }: { everyMs: number; untilMs: number; done: (samples: readonly PageSample[]) => boolean }): Promise<PageSample[]> {
  const samples: PageSample[] = [];
  while (Date.now() < untilMs) {
    const sample = await fetchPage(url);
    samples.push(sample);
    if (done(samples)) break;
    await new Promise((resume) => setTimeout(resume, Math.max(0, sample.sentAt + everyMs - Date.now())));
  }
  return samples;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether the page's main heading (its `<h1>`, whatever its attributes) is exactly `heading`. */
export function showsHeading(body: Buffer | string, heading: string): boolean {
  return new RegExp(`<h1(?:\\s[^>]*)?>${escapeRegExp(escapeHtml(heading))}</h1>`).test(body.toString());
}

export interface ChangeTimeline {
  /** Samples answered before the change's time. */
  before: number;
  /** Of those, how many showed the old version (200 with `isOld`). */
  beforeOld: number;
  /** The first sample that showed the new version, if any. */
  firstNew: PageSample | undefined;
  /** Milliseconds from the change's time to the end of that sample's answer. */
  lagMs: number | undefined;
  /** Samples after the first new one that did not show the new version. */
  lapses: number;
}

/**
 * Reads the samples of a page around a change due at `dueAt`: every answer before that
 * time should show the old version, the new one should appear soon after and stay.
 */
export function changeTimeline(samples: readonly PageSample[], dueAt: number, isOld: (sample: PageSample) => boolean, isNew: (sample: PageSample) => boolean): ChangeTimeline {
  const before = samples.filter((sample) => sample.answeredAt < dueAt);
  const firstIndex = samples.findIndex((sample) => sample.status === 200 && isNew(sample));
  const firstNew = firstIndex < 0 ? undefined : samples[firstIndex];
  return {
    before: before.length,
    beforeOld: before.filter((sample) => sample.status === 200 && isOld(sample)).length,
    firstNew,
    lagMs: firstNew && firstNew.answeredAt - dueAt,
    lapses: firstIndex < 0 ? 0 : samples.slice(firstIndex + 1).filter((sample) => !(sample.status === 200 && isNew(sample))).length,
  };
}

/** The date the sitemap gives a page (`<lastmod>` after its `<loc>`), or undefined when it gives none. */
export function sitemapLastmod(sitemap: string, path: string): string | undefined {
  return new RegExp(`<loc>[^<]*${escapeRegExp(path)}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
}
