import type { StaffMail } from "../../../contracts/staff.ts";
import { staffMailPage } from "../../content/staff-pages.ts";

/** A mail's plain-text body, folded away until asked for. */
export function MailText({ mail }: { mail: Pick<StaffMail, "text" | "lastError"> }) {
  return (
    <>
      {mail.lastError && (
        <p className="mt-1 text-sm break-words text-red-800">
          {staffMailPage.lastError}: {mail.lastError}
        </p>
      )}
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{staffMailPage.showText}</summary>
        <pre className="mt-2 rounded-[var(--radius-control)] bg-ink-50 p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-ink-900">
          {mail.text}
        </pre>
      </details>
    </>
  );
}
