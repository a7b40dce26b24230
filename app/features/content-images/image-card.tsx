import { type FormEvent, useId, useState } from "react";
import type { ContentImage } from "../../../contracts/content-images.ts";
import { type Action, ActionStatus } from "../../components/workspace/action-status.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { useApiCall } from "../../lib/api/use-api-data.ts";
import { formatStaffTime } from "../staff/lead-values.ts";
import { StaffTime } from "../staff/staff-ui.tsx";
import { contentImagesTexts } from "./content-images-texts.ts";
import { imageAltContract, imageDeleteContract } from "./content-images-contracts.ts";
import { kilobytes } from "./upload-check.ts";

const copy = contentImagesTexts.list;
const smallButton = (variant: "primary" | "secondary") => buttonClass(variant, "min-h-11 px-4 py-2 text-sm");

/** The address content stores, absolute, so it can be pasted anywhere. */
function absolute(url: string) {
  return typeof window === "undefined" ? url : new URL(url, window.location.origin).href;
}

/**
 * One uploaded image: the picture, its alt text, size and address with a copy button, a
 * form for a new alt text, and delete, which the server refuses while content uses the
 * image (its message says where).
 */
export function ImageCard({ image, onChanged, onRemoved }: { image: ContentImage; onChanged: (image: ContentImage) => void; onRemoved: () => void }) {
  const call = useApiCall();
  const id = useId();
  const [action, setAction] = useState<Action>({ state: "idle" });
  const [editing, setEditing] = useState(false);
  const [alt, setAlt] = useState(image.alt);
  const [altError, setAltError] = useState<string | undefined>();
  const preview = image.sources.find((source) => source.format === "webp") ?? image.sources[0];
  const largestWebp = image.sources.findLast((source) => source.format === "webp");
  const address = absolute(image.url);

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(address);
      setAction({ state: "done", message: copy.copied });
    } catch {
      setAction({ state: "failed", message: copy.copyFailed });
    }
  }

  async function saveAlt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = alt.trim();
    const problem = trimmed.length === 0 ? contentImagesTexts.upload.noAlt : trimmed.length > 200 ? contentImagesTexts.upload.altTooLong : undefined;
    setAltError(problem);
    if (problem) return;
    setAction({ state: "working" });
    const result = await call(imageAltContract, { params: { id: image.id }, body: { alt: trimmed } });
    if (result.ok) {
      setEditing(false);
      setAction({ state: "done", message: copy.altSaved });
      onChanged(result.data);
      return;
    }
    const fieldError = "fieldErrors" in result.failure ? result.failure.fieldErrors.alt : undefined;
    if (fieldError) setAltError(fieldError);
    setAction(fieldError ? { state: "idle" } : { state: "failed", message: copy.altFailed });
  }

  async function remove() {
    if (!window.confirm(copy.removeConfirm)) return;
    setAction({ state: "working" });
    const result = await call(imageDeleteContract, { params: { id: image.id } });
    if (result.ok) return onRemoved();
    setAction({ state: "failed", message: ("serverMessage" in result.failure && result.failure.serverMessage) || copy.removeFailed });
  }

  return (
    <li className="grid content-start gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
      <figure className="grid gap-2">
        {preview && (
          <img
            src={preview.url}
            width={preview.width}
            height={preview.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-[var(--radius-control)] bg-ink-50 object-contain"
          />
        )}
        <figcaption className="font-medium text-ink-950">{image.alt}</figcaption>
      </figure>
      <p className="text-sm text-ink-700">
        {copy.size(image.width, image.height)}
        {largestWebp && <>, {copy.fileSize(kilobytes(largestWebp.bytes))}</>}
        <br />
        {copy.uploadedBy(image.createdBy)} <StaffTime iso={image.createdAt} format={formatStaffTime} />
      </p>
      <div>
        <label htmlFor={`${id}-address`} className={`${labelClass} text-sm`}>
          {copy.address}
        </label>
        <input id={`${id}-address`} readOnly value={address} onFocus={(event) => event.target.select()} className={`${controlClass} text-sm`} />
      </div>
      {editing ? (
        <form onSubmit={(event) => void saveAlt(event)} noValidate className="grid gap-2">
          <label htmlFor={`${id}-alt`} className={`${labelClass} text-sm`}>
            {contentImagesTexts.upload.alt}
          </label>
          <textarea
            id={`${id}-alt`}
            rows={2}
            required
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            aria-invalid={altError ? true : undefined}
            aria-describedby={altError ? `${id}-alt-error` : undefined}
            className={controlClass}
            autoFocus
          />
          {altError && (
            <p id={`${id}-alt-error`} className="text-sm font-medium text-red-700">
              {altError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={smallButton("primary")} disabled={action.state === "working"}>
              {copy.saveAlt}
            </button>
            <button
              type="button"
              className={smallButton("secondary")}
              onClick={() => {
                setEditing(false);
                setAlt(image.alt);
                setAltError(undefined);
              }}
            >
              {copy.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButton("primary")} onClick={() => void copyAddress()} aria-label={copy.copyLabel(image.alt)}>
            {copy.copy}
          </button>
          <button type="button" className={smallButton("secondary")} onClick={() => setEditing(true)} aria-label={copy.editLabel(image.alt)}>
            {copy.editAlt}
          </button>
          <button type="button" className={smallButton("secondary")} onClick={() => void remove()} disabled={action.state === "working"} aria-label={copy.removeLabel(image.alt)}>
            {copy.remove}
          </button>
        </div>
      )}
      <ActionStatus action={action} />
    </li>
  );
}
