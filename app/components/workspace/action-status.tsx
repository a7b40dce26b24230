import { useCallback, useState } from "react";
import type { ApiResult } from "../../lib/api/api-request.ts";
import { Notice } from "../ui/notice.tsx";

/** Where an action (save, add a note, send again) stands: its button reads `working`, the live region the rest. */
export type Action = { state: "idle" } | { state: "working" } | { state: "done"; message: string } | { state: "failed"; message: string };

/**
 * An action that is one call: working while it runs, then done with the message its
 * answer gives, or failed. `run` hands the result back for what else the answer changes.
 */
export function useAction() {
  const [action, setAction] = useState<Action>({ state: "idle" });
  const run = useCallback(async <Output,>(send: () => Promise<ApiResult<Output>>, messages: { done: (data: Output) => string; failed: string }) => {
    setAction({ state: "working" });
    const result = await send();
    setAction(result.ok ? { state: "done", message: messages.done(result.data) } : { state: "failed", message: messages.failed });
    return result;
  }, []);
  return { action, setAction, run };
}

/** The outcome of an action, in a live region so a screen reader hears it. */
export function ActionStatus({ action }: { action: Action }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="mt-3 empty:mt-0">
      {action.state === "done" && <Notice tone="success">{action.message}</Notice>}
      {action.state === "failed" && <Notice tone="error">{action.message}</Notice>}
    </div>
  );
}
