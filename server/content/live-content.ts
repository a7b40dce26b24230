import { AsyncLocalStorage } from "node:async_hooks";
import type { ContentEdits } from "../../app/lib/editable-content.ts";
import { editsOf, type EditableValue } from "../../app/lib/editable-data.ts";
import type { Executor } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { liveRevisions, liveVersion, nextScheduled, type RevisionRow } from "./content-store.ts";
import { documentSchema } from "./document-schema.ts";
import { type ContentDocumentDefinition, contentDocuments } from "./documents.ts";

/*
 * The published content in this process (docs/decisions/030-content-editing.md). The app's
 * editable exports read `__CONTENT__` (app/lib/editable-content.ts); here it answers the
 * published edits, or others while a preview renders or a publish's rules are checked
 * (withContentEdits). Each instance asks the database every few seconds whether the live
 * revisions changed (a publish here or on another instance, or a scheduled one whose time
 * came) and, when they did, installs them and lets the pages be rendered again.
 */

const scope = new AsyncLocalStorage<ContentEdits>();
let published: ContentEdits = {};

/** Makes the app's editable exports read this process's published content. */
export function installContentEdits(): void {
  globalThis.__CONTENT__ = () => scope.getStore() ?? published;
  globalThis.__CONTENT_FOR_ISLANDS__ = () => islandEdits(scope.getStore() ?? published);
}

/** Runs `work` (and everything it awaits) with other edits in force: a preview, a publish's check. */
export function withContentEdits<T>(edits: ContentEdits, work: () => T): T {
  return scope.run(edits, work);
}

export function publishedEdits(): ContentEdits {
  return published;
}

/** Only the changes of the documents that islands read, so a page carries what it needs. */
function islandEdits(edits: ContentEdits): ContentEdits {
  const patches: Record<string, Record<string, EditableValue>> = {};
  for (const document of contentDocuments()) {
    const data = edits[document.id];
    if (!document.islands || !data) continue;
    for (const [part, defaults] of Object.entries(document.data)) {
      const patch = editsOf(defaults, data[part]);
      if (patch !== undefined && patch !== null) (patches[document.id] ??= {})[part] = patch;
    }
  }
  return patches;
}

/**
 * A document's data if it fits the document's schema and differs from its defaults;
 * undefined for the defaults, or for data an older build stored in another shape.
 */
export function checkedEdits(document: ContentDocumentDefinition, data: unknown): Record<string, unknown> | undefined {
  const parsed = documentSchema(document.data).safeParse(data);
  if (!parsed.success) return undefined;
  return editsOf(document.data as EditableValue, parsed.data) === undefined ? undefined : (parsed.data as Record<string, unknown>);
}

/** The edits of the given live revisions; those that no longer fit their document are left out and named. */
export function editsOfRevisions(revisions: readonly RevisionRow[]): { edits: ContentEdits; misfits: RevisionRow[] } {
  const documents = new Map(contentDocuments().map((document) => [document.id, document]));
  const edits: Record<string, Record<string, unknown>> = {};
  const misfits: RevisionRow[] = [];
  for (const revision of revisions) {
    const document = documents.get(revision.document);
    if (!document) continue;
    const parsed = documentSchema(document.data).safeParse(revision.data);
    if (!parsed.success) {
      misfits.push(revision);
      continue;
    }
    const data = checkedEdits(document, parsed.data);
    if (data) edits[revision.document] = data;
  }
  return { edits, misfits };
}

export interface LiveContentChange {
  edits: ContentEdits;
  /** When the newest live revision went live: the pages' new date in the sitemap. */
  since: Date | undefined;
}

export interface LiveContentOptions {
  db: Executor;
  log: Log;
  /** Renders what shows the content again; the version counts as applied once it resolves. */
  onChange: (change: LiveContentChange) => Promise<void>;
  /**
   * Renders ahead what a scheduled publish will show, so that at its time onChange finds
   * it ready (live-pages.ts); called `prepareAheadMs` before the time.
   */
  onPrepare?: (change: LiveContentChange) => Promise<void>;
  /** How often to ask the database anyway: for other instances' publishes, and a clock that differs. */
  intervalMs?: number;
  prepareAheadMs?: number;
}

export interface LiveContent {
  /** Applies the live revisions now if they changed, and plans the next scheduled one (after a publish on this instance). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

/** A timer's margin past a scheduled time, so that the database's clock has passed it too. */
const PAST_THE_TIME_MS = 20;

/**
 * Applies the live content at once, then keeps following it: a check every `intervalMs`,
 * and one at the time of the next scheduled publish, whose pages are rendered ahead.
 */
export async function startLiveContent({ db, log, onChange, onPrepare, intervalMs = 5_000, prepareAheadMs = 30_000 }: LiveContentOptions): Promise<LiveContent> {
  let applied: string | undefined;
  let queue = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let prepareTimer: NodeJS.Timeout | undefined;
  let planned: string | undefined;
  let stopped = false;

  const apply = async () => {
    const version = await liveVersion(db);
    if (version === applied) return;
    const revisions = await liveRevisions(db);
    const { edits, misfits } = editsOfRevisions(revisions);
    for (const misfit of misfits) {
      log.warn({ document: misfit.document, revision: misfit.id }, "Publicerat innehåll passar inte längre dokumentets form; standardtexten visas");
    }
    published = edits;
    const since = revisions.reduce<Date | undefined>((latest, revision) => (!latest || revision.publishAt > latest ? revision.publishAt : latest), undefined);
    await onChange({ edits, since });
    applied = version;
  };
  const prepare = async (at: Date) => {
    const { edits } = editsOfRevisions(await liveRevisions(db, at));
    await onPrepare?.({ edits, since: at });
  };
  // One at a time: a publish's refresh, the timers' and a preparation never render side by side.
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => log.error({ err: error }, "Det publicerade innehållet kunde inte läsas; försöker igen"));
    return queue;
  };
  /** Sets the timers of the next scheduled publish, once per schedule. */
  const plan = async () => {
    const next = await nextScheduled(db);
    if (next?.key === planned || stopped) return;
    planned = next?.key;
    clearTimeout(scheduleTimer);
    clearTimeout(prepareTimer);
    if (!next) return;
    const wait = next.at.getTime() - Date.now();
    scheduleTimer = setTimeout(() => void refresh(), Math.max(0, wait) + PAST_THE_TIME_MS).unref();
    if (onPrepare) prepareTimer = setTimeout(() => void enqueue(() => prepare(next.at)), Math.max(0, wait - prepareAheadMs)).unref();
  };
  const refresh = () =>
    enqueue(async () => {
      await apply();
      await plan();
    });
  const tick = () => {
    void refresh().then(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };

  await refresh();
  timer = setTimeout(tick, intervalMs).unref();
  return {
    refresh,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(scheduleTimer);
      clearTimeout(prepareTimer);
      await queue;
    },
  };
}
