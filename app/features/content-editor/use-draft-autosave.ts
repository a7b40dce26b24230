import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { contentEditorTexts as copy } from "../../content/content-editor-texts.ts";
import type { ApiFailure } from "../../lib/api/api-request.ts";
import { useApiCall } from "../../lib/api/use-api-data.ts";
import { type AutosaveQueue, type AutosaveState, createAutosaveQueue } from "./autosave-queue.ts";
import { contentDraftSaveContract } from "./content-contracts.ts";
import { forgetUnsavedDraft, keepUnsavedDraft } from "./unsaved-draft-storage.ts";

type Data = Record<string, unknown>;

/** How long after the last keystroke the draft is saved. */
const debounceMs = 800;

/**
 * The draft's autosave (autosave-queue.ts) bound to the API: each edit is kept in the tab
 * until the server confirms it, a 400's field errors are handed to the form, and leaving
 * the page, by a link or by closing the tab, asks first while an edit is unsaved.
 */
export function useDraftAutosave(document: string) {
  const call = useApiCall();
  // The session's token is renewed now and then: the queue keeps running and sends with the newest.
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  }, [call]);
  const [state, setState] = useState<AutosaveState<ApiFailure>>({ phase: "idle" });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const queueRef = useRef<AutosaveQueue<Data> | null>(null);
  // A new queue after the draft is thrown away or published: what the old one waited for is gone.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const queue = createAutosaveQueue<Data, ApiFailure>({
      delayMs: debounceMs,
      save: async (data) => {
        const result = await callRef.current(contentDraftSaveContract, { params: { id: document }, body: { data } });
        if (result.ok) return { ok: true };
        if (result.failure.kind === "invalid") setFieldErrors(result.failure.fieldErrors);
        return { ok: false, failure: result.failure };
      },
      onSaved: (data) => {
        forgetUnsavedDraft(document, data);
        setFieldErrors({});
      },
      onState: setState,
    });
    queueRef.current = queue;
    return () => {
      queue.dispose();
      queueRef.current = null;
    };
  }, [document, generation]);

  const edit = useCallback(
    (data: Data) => {
      keepUnsavedDraft(document, data);
      queueRef.current?.edit(data);
    },
    [document],
  );
  const flush = useCallback(() => queueRef.current?.flush(), []);
  /** The draft was thrown away or published: nothing waits any more. */
  const forget = useCallback(() => {
    forgetUnsavedDraft(document);
    setGeneration((count) => count + 1);
    setFieldErrors({});
    setState({ phase: "idle" });
  }, [document]);

  const unsaved = state.phase === "pending" || state.phase === "saving" || state.phase === "failed";

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(copy.editor.leaveWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  return { state, fieldErrors, setFieldErrors, edit, flush, forget, unsaved };
}
