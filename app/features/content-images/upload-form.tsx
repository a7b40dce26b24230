import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { type ContentImage, contentImageUploadFields } from "../../../contracts/content-images.ts";
import { type Action, ActionStatus } from "../../components/workspace/action-status.tsx";
import { cardClass } from "../../components/workspace/section.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { RequiredMark } from "../../components/ui/form/required-mark.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { useApiCall } from "../../lib/api/use-api-data.ts";
import { contentImagesTexts } from "./content-images-texts.ts";
import { imageUploadContract } from "./content-images-contracts.ts";
import { checkUpload, type UploadErrors } from "./upload-check.ts";

const copy = contentImagesTexts.upload;

/** The file types the server takes; it checks the bytes, this only narrows the file picker. */
const acceptedTypes = "image/jpeg,image/png,image/webp,image/avif";

/**
 * Upload one image with its alt text. Each field says what is wrong with it (checked here
 * first, then by the server), and the first wrong one gets the focus.
 */
export function UploadForm({ onUploaded }: { onUploaded: (image: ContentImage) => void }) {
  const call = useApiCall();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLTextAreaElement>(null);
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<UploadErrors>({});
  const [action, setAction] = useState<Action>({ state: "idle" });

  function showErrors(found: UploadErrors) {
    setAction({ state: "idle" });
    setErrors(found);
    (found.file ? fileRef : altRef).current?.focus();
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    const found = checkUpload(file, alt);
    if (!file || Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setAction({ state: "working" });
    const form = new FormData();
    form.set(contentImageUploadFields.file, file);
    form.set(contentImageUploadFields.alt, alt.trim());
    const result = await call(imageUploadContract, { body: form });
    if (result.ok) {
      setAction({ state: "done", message: copy.done });
      setAlt("");
      if (fileRef.current) fileRef.current.value = "";
      onUploaded(result.data);
      return;
    }
    const { failure } = result;
    const fields = "fieldErrors" in failure ? failure.fieldErrors : {};
    const fieldErrors: UploadErrors = { file: fields[contentImageUploadFields.file], alt: fields[contentImageUploadFields.alt] };
    if (fieldErrors.file || fieldErrors.alt) return showErrors(fieldErrors);
    setAction({ state: "failed", message: ("serverMessage" in failure && failure.serverMessage) || copy.failed });
  }

  const fileError = errors.file;
  const altError = errors.alt;

  return (
    <form onSubmit={(event) => void upload(event)} noValidate className={`${cardClass} mt-6 grid gap-5`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-950">
        {copy.heading}
      </h2>
      <UploadField id={`${id}-file`} label={copy.file} hint={copy.fileHint} error={fileError}>
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            name={contentImageUploadFields.file}
            type="file"
            accept={acceptedTypes}
            className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
          />
        )}
      </UploadField>
      <UploadField id={`${id}-alt`} label={copy.alt} hint={copy.altHint} error={altError}>
        {(control) => (
          <textarea
            {...control}
            ref={altRef}
            name={contentImageUploadFields.alt}
            rows={2}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            className={controlClass}
          />
        )}
      </UploadField>
      <div>
        <button type="submit" className={buttonClass("primary")} disabled={action.state === "working"}>
          {action.state === "working" ? copy.working : copy.submit}
        </button>
        <ActionStatus action={action} />
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  required: true;
  "aria-invalid": true | undefined;
  "aria-describedby": string;
}

/** A required field's label, control, hint and, when wrong, its message, tied to the control by id. */
function UploadField({ id, label, hint, error, children }: { id: string; label: string; hint: string; error: string | undefined; children: (control: ControlProps) => ReactNode }) {
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        <RequiredMark />
      </label>
      {children({ id, required: true, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
