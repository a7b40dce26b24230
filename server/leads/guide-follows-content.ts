import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GuideBrand } from "../../app/content/guide.ts";
import type { ContentEdits } from "../../app/lib/editable-content.ts";
import { loadGuidePdf } from "./guide-download.ts";
import { layOutGuideAgain } from "./guide-relayout.ts";

/*
 * The guide a lead's link hands out follows the published content (docs/decisions/
 * 030-content-editing.md): when a publish changes a document the guide's text reads, the
 * guide is laid out again, with the fonts the build left, into a folder of its own, and
 * that file is served from then on. Back at the content it started with, the server
 * serves its first file again.
 */

/** The content documents the guide's text reads: app/content/guide.ts and what it imports (guide-follows-content.test.ts). */
export const guideDocuments: readonly string[] = ["guide", "guide-outline", "prices", "roi-page", "services"];

/** The guide PDF a lead's link hands out now. */
export interface ServedGuide {
  pdf(): Uint8Array<ArrayBuffer>;
}

export interface GuideFollowingContent extends ServedGuide {
  /**
   * Lays the guide out again when `edits` change what it says, then serves the new file.
   * Lays it out with the content in force as it runs: call it once `edits` are installed.
   */
  follow(edits: ContentEdits): Promise<void>;
  /** Removes the files laid out for publishes. */
  cleanUp(): Promise<void>;
}

export interface GuideFollowsContentOptions {
  /** The build folder, whose fonts the guide is set in. */
  buildDir: string;
  brand: GuideBrand;
  /** The guide the server starts with: the build's, or laid out for this server's brand. */
  guidePdf: string;
}

/** What the guide reads of `edits`, as one string: equal strings, equal guides. */
function guideEditsKey(edits: ContentEdits): string {
  return JSON.stringify(guideDocuments.map((document) => edits[document] ?? null));
}

export function guideFollowsContent({ buildDir, brand, guidePdf }: GuideFollowsContentOptions): GuideFollowingContent {
  const first = loadGuidePdf(guidePdf);
  const noEdits = guideEditsKey({});
  let served = first;
  let servedFor = noEdits;
  let folder: Promise<string> | undefined;
  let layouts = 0;
  // One layout at a time, in the order the publishes came.
  let queue = Promise.resolve();

  const follow = async (edits: ContentEdits) => {
    const key = guideEditsKey(edits);
    if (key === servedFor) return;
    if (key === noEdits) {
      served = first;
    } else {
      folder ??= mkdtemp(join(tmpdir(), "guide-content-"));
      const target = join(await folder, `guide-${++layouts}.pdf`);
      await layOutGuideAgain(buildDir, brand, target);
      served = await readFile(target);
      await rm(target, { force: true });
    }
    servedFor = key;
  };

  return {
    pdf: () => served,
    follow(edits) {
      const next = queue.then(() => follow(edits));
      queue = next.catch(() => {});
      return next;
    },
    async cleanUp() {
      await queue;
      if (folder) await rm(await folder, { recursive: true, force: true });
    },
  };
}
