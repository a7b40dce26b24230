import { setPasswordPage } from "../../content/account-pages.ts";
import { InvalidLinkNotice } from "./invalid-link-notice.tsx";
import { Notice } from "../../components/ui/notice.tsx";

export type LinkState = "verifying" | "ready" | "invalid";

/**
 * The state of the mailed link above a password form: the yellow 'Verifierar din länk...'
 * while it is checked, the invalid-link error once it is refused (SPEC §4, §8). A live
 * region from the start, so screen readers announce each change.
 */
export function LinkStatus({ state }: { state: LinkState | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {state === "verifying" && <Notice tone="pending">{setPasswordPage.verifying}</Notice>}
      {state === "invalid" && (
        <Notice tone="error">
          <InvalidLinkNotice />
        </Notice>
      )}
    </div>
  );
}
