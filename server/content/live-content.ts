import { AsyncLocalStorage } from "node:async_hooks";
import type { ContentEdits } from "../../app/lib/editable-content.ts";
import { editsOf, type EditableValue } from "../../app/lib/editable-data.ts";
import type { Executor } from "../db/database.ts";
import type { Log } from "../db/log.ts";
import { liveRevisions, liveVersion, type RevisionRow } from "./content-store.ts";
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
  /** How often to ask the database; 5 s, so a scheduled publish is live within 5 s of its time. */
  intervalMs?: number;
}

export interface LiveContent {
  /** Applies the live revisions now if they changed (after a publish on this instance). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

/** Applies the live content at once, then keeps following it. */
export async function startLiveContent({ db, log, onChange, intervalMs = 5_000 }: LiveContentOptions): Promise<LiveContent> {
  let applied: string | undefined;
  let queue = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
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
  // One at a time: a publish's refresh and the timer's never render side by side.
  const refresh = () => {
    queue = queue.then(apply).catch((error: unknown) => log.error({ err: error }, "Det publicerade innehållet kunde inte läsas; försöker igen"));
    return queue;
  };
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
      await queue;
    },
  };
}
