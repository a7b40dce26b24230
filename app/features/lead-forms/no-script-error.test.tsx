import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { refusedPostSummary } from "../../content/forms.ts";
import { PageLocationContext } from "../../lib/page-location.ts";
import { FormErrorSummary } from "./form-error-summary.tsx";
import { FormStatus } from "../../components/ui/form/form-status.tsx";
import { useNoScriptError } from "./use-no-script-error.ts";

/** A form's status region as the forms use it: the summary while the page says the plain post was refused. */
function StatusRegion() {
  const noScriptError = useNoScriptError();
  return <FormStatus tone="error">{noScriptError && <FormErrorSummary />}</FormStatus>;
}

/** As an island renders it: the location comes from the page (islands/page-location.ts). */
const renderAt = (url: string) => {
  const { pathname, search } = new URL(url, "https://example.se");
  return renderToStaticMarkup(
    <PageLocationContext value={{ pathname, search }}>
      <StatusRegion />
    </PageLocationContext>,
  );
};

describe("useNoScriptError with FormErrorSummary", () => {
  it("summarises the refusal in the status region when the lead API sent the visitor back with ?fel=1", () => {
    const html = renderAt("/contact?fel=1");
    expect(html).toMatch(/^<div role="status"[^>]*><div[^>]*><p[^>]*>[^<]+<\/p><\/div><\/div>$/);
    expect(html).toContain(refusedPostSummary);
  });

  it("says nothing on the form's page otherwise", () => {
    expect(renderAt("/contact")).toBe('<div role="status" aria-live="polite" aria-atomic="true"></div>');
    expect(renderAt("/contact?utm_source=nyhetsbrev")).not.toContain(refusedPostSummary);
  });
});
