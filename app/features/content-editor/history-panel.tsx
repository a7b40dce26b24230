import { useEffect, useRef, useState } from "react";
import type { ContentChange, ContentRevisionSummary } from "../../../contracts/content.ts";
import { Notice } from "../../components/ui/notice.tsx";
import { contentEditorTexts, revisionActionText } from "../../content/content-editor-texts.ts";
import { useApiCall, useApiData } from "../../lib/api/use-api-data.ts";
import { LoadStatus } from "../staff/staff-ui.tsx";
import { contentRevertContract, contentRevisionDiffContract, contentRevisionsContract } from "./content-contracts.ts";
import { quietButtonClass } from "./control-classes.ts";
import { RevisionChanges } from "./revision-changes.tsx";
import { formatStockholmTime } from "./stockholm-time.ts";

const copy = contentEditorTexts.history;

type Changes = { state: "loading" } | { state: "loaded"; changes: ContentChange[] } | { state: "failed" };
type Status = { tone: "success" | "error"; message: string } | null;

/**
 * The document's revisions, newest first: who and when, what each did, its changes on
 * request, and a button that publishes it again; below them, one that publishes the code's
 * defaults again. `version` changes after every publish, so the list follows.
 */
export function HistoryPanel({ document, version, onReverted }: { document: string; version: string; onReverted: () => void }) {
  const { data, reload, refresh } = useApiData(contentRevisionsContract, { params: { id: document } });
  const call = useApiCall();
  const [status, setStatus] = useState<Status>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const firstVersion = useRef(version);
  useEffect(() => {
    if (version !== firstVersion.current) refresh();
  }, [version, refresh]);

  async function revert(revision: number) {
    const question = revision === 0 ? copy.revertDefaultsConfirm : copy.revertConfirm(revision);
    if (!window.confirm(question)) return;
    const result = await call(contentRevertContract, { params: { id: document }, body: { revision } });
    if (result.ok) {
      setStatus({ tone: "success", message: revision === 0 ? copy.revertedDefaults : copy.reverted(revision) });
      onReverted();
    } else {
      setStatus({ tone: "error", message: "serverMessage" in result.failure && result.failure.serverMessage ? result.failure.serverMessage : copy.revertFailed });
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  return (
    <section aria-labelledby="historik" className="grid gap-4">
      <h2 id="historik" className="text-xl font-bold text-ink-950">
        {copy.heading}
      </h2>
      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" aria-atomic="true" className="focus:outline-none">
        {status && <Notice tone={status.tone}>{status.message}</Notice>}
      </div>
      <LoadStatus data={data} loading={copy.loading} retry={reload} />
      {data.state === "loaded" &&
        (data.data.revisions.length === 0 ? (
          <p className="text-ink-700">{copy.empty}</p>
        ) : (
          <>
            <ol aria-label={copy.caption} className="grid gap-3">
              {data.data.revisions.map((revision) => (
                <RevisionItem key={revision.revision} document={document} revision={revision} onRevert={() => void revert(revision.revision)} />
              ))}
            </ol>
            <div>
              <button type="button" onClick={() => void revert(0)} className={quietButtonClass}>
                {copy.revertDefaults}
              </button>
            </div>
          </>
        ))}
    </section>
  );
}

function RevisionItem({ document, revision, onRevert }: { document: string; revision: ContentRevisionSummary; onRevert: () => void }) {
  const call = useApiCall();
  const [changes, setChanges] = useState<Changes | null>(null);
  const regionId = `version-${revision.revision}-andringar`;

  async function toggle() {
    if (changes) {
      setChanges(null);
      return;
    }
    setChanges({ state: "loading" });
    const result = await call(contentRevisionDiffContract, { params: { id: document, revision: revision.revision } });
    setChanges(result.ok ? { state: "loaded", changes: result.data.changes } : { state: "failed" });
  }

  const when = formatStockholmTime(revision.publishAt);
  return (
    <li className="rounded-[var(--radius-control)] p-4 ring-1 ring-ink-200">
      <p className="font-semibold text-ink-950">
        {copy.version} {revision.revision}: {revisionActionText(revision.action, revision.revertedTo, revision.state)}
        {revision.state === "live" && <span className="ml-2 inline-flex rounded-full bg-accent-100 px-2.5 py-0.5 text-sm text-ink-950">{copy.live}</span>}
      </p>
      <p className="text-ink-700">
        {revision.createdBy}, <time dateTime={revision.publishAt}>{contentEditorTexts.swedishTime(when)}</time>
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" aria-expanded={changes !== null} aria-controls={regionId} onClick={() => void toggle()} className={quietButtonClass}>
          {changes ? copy.hideChanges : copy.showChanges}
          <span className="sr-only"> (version {revision.revision})</span>
        </button>
        {revision.state === "earlier" && (
          <button type="button" onClick={onRevert} className={quietButtonClass}>
            {copy.revert}
            <span className="sr-only"> ({copy.revertLabel(revision.revision).toLowerCase()})</span>
          </button>
        )}
      </div>
      <div id={regionId} className="mt-3 empty:mt-0">
        {changes?.state === "loading" && <p className="text-ink-700">{contentEditorTexts.loading}</p>}
        {changes?.state === "failed" && <p className="font-semibold text-red-800">{copy.changesFailed}</p>}
        {changes?.state === "loaded" && <RevisionChanges revision={revision.revision} changes={changes.changes} />}
      </div>
    </li>
  );
}
