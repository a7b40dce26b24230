import { useCallback, useEffect, useRef, useState } from "react";
import { quietButtonClass, selectClass } from "./control-classes.ts";
import { contentEditorTexts } from "../../content/content-editor-texts.ts";
import { staffShared } from "../../content/staff-pages.ts";
import { useApiCall } from "../../lib/api/use-api-data.ts";
import { contentPreviewLinkContract } from "./content-contracts.ts";

const copy = contentEditorTexts.preview;

type Link = { state: "loading" } | { state: "ready"; url: string; expiresAt: number } | { state: "failed" };

/** A link is asked for again this long before it runs out, so the frame never shows the expiry page. */
const renewBeforeMs = 60_000;

/**
 * The draft as a page shows it, beside the form (below it, behind a button, on a narrow
 * screen), from a signed preview link that only staff get and no search engine indexes.
 * The frame loads again after each save (`version`), and the page can be opened full size
 * in a new tab.
 */
export function PreviewPanel({ pages, version }: { pages: readonly string[]; version: string }) {
  const call = useApiCall();
  const [link, setLink] = useState<Link>({ state: "loading" });
  const [page, setPage] = useState(pages[0] ?? "/");
  const [open, setOpen] = useState(false);

  // The state is set once the answer is in, never at once: an effect starts this.
  const requestLink = useCallback(
    () =>
      call(contentPreviewLinkContract, {}).then((result) =>
        setLink(result.ok ? { state: "ready", url: result.data.url, expiresAt: Date.parse(result.data.expiresAt) } : { state: "failed" }),
      ),
    [call],
  );

  useEffect(() => {
    void requestLink();
  }, [requestLink]);

  // A save made after the link has (nearly) run out asks for a new one.
  useEffect(() => {
    if (link.state === "ready" && link.expiresAt - renewBeforeMs < Date.now()) void requestLink();
  }, [version, link, requestLink]);

  // A save loads the frame again in place, so the browser keeps where staff had scrolled to.
  const frameRef = useRef<HTMLIFrameElement>(null);
  const shownVersion = useRef(version);
  useEffect(() => {
    if (version === shownVersion.current) return;
    shownVersion.current = version;
    const frame = frameRef.current;
    if (!frame) return;
    try {
      frame.contentWindow?.location.reload();
    } catch {
      // The frame shows no page of ours (a browser error page): load its address again.
      frame.setAttribute("src", frame.getAttribute("src") ?? "");
    }
  }, [version]);

  const src = link.state === "ready" ? `${link.url}&path=${encodeURIComponent(page)}` : undefined;
  return (
    <section aria-labelledby="forhandsvisning" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="forhandsvisning" className="text-xl font-bold text-ink-950">
          {copy.heading}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="forhandsvisningens-innehall"
          onClick={() => setOpen((shown) => !shown)}
          className={`${quietButtonClass} lg:hidden`}
        >
          {open ? copy.hide : copy.toggle}
        </button>
      </div>
      <div id="forhandsvisningens-innehall" className={`${open ? "grid" : "hidden"} gap-3 lg:grid`}>
        <p className="text-sm text-ink-700">{copy.note}</p>
        <div className="flex flex-wrap items-end gap-3">
          {pages.length > 1 && (
            <div>
              <label htmlFor="forhandsvisad-sida" className="block font-medium text-ink-900">
                {copy.page}
              </label>
              <select id="forhandsvisad-sida" value={page} onChange={(event) => setPage(event.target.value)} className={selectClass}>
                {pages.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            </div>
          )}
          {src && (
            <a href={src} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
              {copy.openFull}
            </a>
          )}
        </div>
        <div role="status" aria-live="polite">
          {link.state === "loading" && <p className="text-ink-700">{copy.loading}</p>}
          {link.state === "failed" && <p className="font-semibold text-red-800">{copy.failed}</p>}
        </div>
        {link.state === "failed" && (
          <div>
            <button type="button" onClick={() => {
                setLink({ state: "loading" });
                void requestLink();
              }} className={quietButtonClass}>
              {staffShared.retry}
            </button>
          </div>
        )}
        {src && (
          <iframe
            key={src}
            ref={frameRef}
            src={src}
            title={copy.frameTitle(page)}
            className="h-[70vh] w-full rounded-[var(--radius-control)] bg-white ring-1 ring-ink-200"
          />
        )}
      </div>
    </section>
  );
}
