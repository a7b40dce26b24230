import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { ContentDocument } from "../../../contracts/content.ts";
import { Notice } from "../../components/ui/notice.tsx";
import { cardClass } from "../../components/workspace/section.tsx";
import { contentEditorTexts } from "../../content/content-editor-texts.ts";
import { listText } from "../../lib/format.ts";
import { useApiCall, useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { LoadStatus } from "../staff/staff-ui.tsx";
import { AutosaveStatus } from "./autosave-status.tsx";
import { ContentFieldList } from "./content-fields.tsx";
import { contentDocumentContract, contentDraftDiscardContract } from "./content-contracts.ts";
import { quietButtonClass } from "./control-classes.ts";
import { FieldErrorSummary } from "./field-error-summary.tsx";
import { type Path, setAt } from "./form-data.ts";
import { HistoryPanel } from "./history-panel.tsx";
import { PreviewPanel } from "./preview-panel.tsx";
import { PublishPanel } from "./publish-panel.tsx";
import { readUnsavedDraft } from "./unsaved-draft-storage.ts";
import { useDraftAutosave } from "./use-draft-autosave.ts";

const copy = contentEditorTexts.editor;

/** /dashboard/content/<document>: the form, its autosave, the preview, publishing and the history. */
export function ContentDocumentEditor({ id }: { id: string }) {
  const { data, reload, refresh } = useApiData(contentDocumentContract, { params: { id } });
  return (
    <>
      <Link to={paths.staffContent} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      {data.state !== "loaded" && (
        <>
          <h1 className="text-title font-bold text-ink-950">{contentEditorTexts.heading}</h1>
          <LoadStatus data={data} loading={contentEditorTexts.loading} retry={reload} messages={{ notFound: copy.notFound }} />
        </>
      )}
      {data.state === "loaded" && <DocumentEditor document={data.data} onChanged={refresh} />}
    </>
  );
}

const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function DocumentEditor({ document, onChanged }: { document: ContentDocument; onChanged: () => void }) {
  const call = useApiCall();
  const autosave = useDraftAutosave(document.id);
  const [initial] = useState(() => {
    const stored = readUnsavedDraft(document.id);
    const server = document.draftData ?? document.current;
    return { data: stored ?? server, restored: stored !== null && !sameData(stored, server) };
  });
  const [formData, setFormData] = useState<Record<string, unknown>>(initial.data);
  // A new key gives the numeric fields, which keep what was typed, the new values.
  const [formKey, setFormKey] = useState(0);
  // Changes after every save, publish, revert and discard: the preview and history follow.
  const [version, setVersion] = useState(0);
  const [discardStatus, setDiscardStatus] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // A refused publish's summary takes the focus once it is on the page.
  const [summaryFocus, setSummaryFocus] = useState(0);
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);
  const discardRef = useRef<HTMLDivElement>(null);

  const { edit } = autosave;
  useEffect(() => {
    // What this tab typed and the server never confirmed goes to the server now.
    if (initial.restored) edit(initial.data);
  }, [initial, edit]);

  // The preview loads again after each save as well.
  const savedAt = autosave.state.phase === "saved" ? autosave.state.at.getTime() : 0;
  const previewVersion = `${version} ${savedAt}`;

  // The numeric fields whose text is no number: the draft keeps their last number, so no publish until they are put right.
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(new Set());
  function markUnreadable(path: Path, isUnreadable: boolean) {
    const key = path.join(".");
    setUnreadable((marked) => {
      if (marked.has(key) === isUnreadable) return marked;
      const next = new Set(marked);
      if (isUnreadable) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  function showContent(data: Record<string, unknown>) {
    setFormData(data);
    setFormKey((count) => count + 1);
    setUnreadable(new Set());
  }

  // A publish, revert or discard answered: without a draft the form shows what is published now.
  const [seen, setSeen] = useState(document);
  if (document !== seen) {
    setSeen(document);
    // Only when it differs: a new form closes the groups staff had opened.
    if (document.draftData === null && !autosave.unsaved && !sameData(document.current, formData)) showContent(document.current);
  }

  // Each input event renders before the next, so formData is the latest.
  function change(path: Path, value: unknown) {
    const next = setAt(formData, path, value);
    setFormData(next);
    autosave.edit(next);
  }

  function changed() {
    setVersion((count) => count + 1);
    onChanged();
  }

  async function discard() {
    if (!window.confirm(copy.discardConfirm)) return;
    const result = await call(contentDraftDiscardContract, { params: { id: document.id } });
    if (result.ok) {
      autosave.forget();
      showContent(document.current);
      setDiscardStatus({ tone: "success", message: copy.discarded });
      changed();
    } else {
      setDiscardStatus({ tone: "error", message: copy.discardFailed });
    }
    requestAnimationFrame(() => discardRef.current?.focus());
  }

  const hasDraft = document.draftData !== null || autosave.state.phase !== "idle";
  const blockedReason = unreadable.size > 0
    ? contentEditorTexts.publish.unreadable
    : !hasDraft
      ? contentEditorTexts.publish.noDraft
      : autosave.unsaved
        ? contentEditorTexts.publish.unsaved
        : undefined;
  const page = document.pages[0] ?? "/";

  return (
    <>
      <h1 className="text-title font-bold text-ink-950">{document.title}</h1>
      <p className="mt-2 text-ink-700">{copy.pages(listText(document.pages))}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="texter-och-priser" className={`${cardClass} grid min-w-0 gap-4 lg:col-start-1`}>
          <h2 id="texter-och-priser" className="text-xl font-bold text-ink-950">
            {copy.formHeading}
          </h2>
          <AutosaveStatus state={autosave.state} restored={initial.restored} retry={autosave.flush} />
          <FieldErrorSummary ref={summaryRef} fields={document.fields} errors={autosave.fieldErrors} />
          <form
            key={formKey}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              autosave.flush();
            }}
          >
            <ContentFieldList
              fields={document.fields}
              data={formData}
              errors={autosave.fieldErrors}
              onChange={change}
              onUnreadable={markUnreadable}
              onBlur={autosave.flush}
            />
          </form>
          <div className="flex flex-wrap items-center gap-3 border-t border-ink-100 pt-4">
            <button type="button" onClick={() => void discard()} disabled={!hasDraft} className={quietButtonClass}>
              {copy.discard}
            </button>
          </div>
          <div ref={discardRef} tabIndex={-1} role="status" aria-live="polite" className="focus:outline-none">
            {discardStatus && <Notice tone={discardStatus.tone}>{discardStatus.message}</Notice>}
          </div>
        </section>
        <div className={`${cardClass} min-w-0 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1`}>
          <PreviewPanel pages={document.pages} version={previewVersion} />
        </div>
        <div className={`${cardClass} min-w-0 lg:col-start-1`}>
          <PublishPanel
            document={document.id}
            page={page}
            canPublish={blockedReason === undefined}
            blockedReason={blockedReason}
            scheduled={document.scheduled}
            onFieldErrors={(errors) => {
              autosave.setFieldErrors(errors);
              setSummaryFocus((count) => count + 1);
            }}
            onPublished={() => {
              autosave.forget();
              changed();
            }}
            onChanged={changed}
          />
        </div>
        <div className={`${cardClass} min-w-0 lg:col-start-1`}>
          <HistoryPanel document={document.id} version={String(version)} onReverted={changed} />
        </div>
      </div>
    </>
  );
}
