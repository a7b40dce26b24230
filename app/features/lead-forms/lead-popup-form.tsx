import { useForm } from "react-hook-form";
import { honeypotName, requiredFieldsNote } from "../../content/forms.ts";
import { leadPopupCopy, popupPrivacySectionId } from "../../content/lead-popup-copy.ts";
import { navigationLabels } from "../../content/navigation.ts";
import { leadEndpoints } from "../../../contracts/lead-forms.ts";
import { track, trackFormStart } from "../analytics/track.ts";
import { trackPixelLead } from "../consent/pixel.ts";
import { paths } from "../../lib/paths.ts";
import { markLeadLeft } from "./lead-left.ts";
import type { PopupLeadData, PopupLeadInput } from "../../../contracts/lead-requests/popup-request.ts";
import { ConsentCheckbox } from "../../components/ui/form/consent-checkbox.tsx";
import { FormStatus } from "../../components/ui/form/form-status.tsx";
import { HoneypotField } from "../../components/ui/form/honeypot-field.tsx";
import { lazyZodResolver, type WithHoneypotValue } from "./lazy-zod-resolver.ts";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { EmailField } from "../../components/ui/form/email-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { useServerSubmit } from "./use-server-submit.ts";

/** The box starts unticked; the schema accepts only a ticked one. */
type PopupFormValues = WithHoneypotValue<Omit<PopupLeadInput, "consent"> & { consent: boolean }>;

const resolver = lazyZodResolver<PopupFormValues, PopupLeadData>(() =>
  import("../../../contracts/lead-requests/popup-request.ts").then((module) => module.popupLeadSchema),
);

// In the order the form shows the fields: the server's field errors focus the first.
const emptyForm: PopupFormValues = { email: "", consent: false, [honeypotName]: "" };

const legalLinkClass = "font-semibold text-brand-700 underline underline-offset-4";

/** A link in the consent's label: it opens in a new tab, so the popup and what is typed in it stay. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener" className={legalLinkClass}>
      {children}
      <span className="sr-only"> ({navigationLabels.opensInNewTab})</span>
    </a>
  );
}

/**
 * The popup's form (SPEC §3, §5, §7 call 2, §8): an email address and the consent box,
 * posted to the lead API with an idempotency key. A stored lead turns the form into
 * 'Tack!', tells the tracking pixel (which counts it only when the visitor has accepted
 * targeted cookies) and keeps the popup away for the rest of the session.
 */
export function LeadPopupForm({ onStored }: { onStored: () => void }) {
  const form = useForm<PopupFormValues, unknown, WithHoneypotValue<PopupLeadData>>({
    resolver,
    defaultValues: emptyForm,
    shouldFocusError: true,
  });
  const { submit, result } = useServerSubmit(form, leadEndpoints.popup);
  const field = bindFields(form);
  const { errors, isSubmitting } = form.formState;
  const stored = result?.kind === "ok";
  // A refusal the fields explain shows on them; anything else is the one failure SPEC §8 names.
  const failed = result !== null && !stored && !(result.kind === "invalid" && (errors.email || errors.consent));

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await submit(values);
    if (answer.kind !== "ok") return;
    markLeadLeft();
    trackPixelLead();
    track("lead", "popup");
    onStored();
  });

  const { consent } = leadPopupCopy;
  return (
    <>
      <div className={stored || failed ? "mt-5" : undefined}>
        <FormStatus tone={stored ? "success" : "error"}>
          {stored ? (
            <>
              <p className="font-semibold">{leadPopupCopy.success.title}</p>
              <p className="mt-1">{leadPopupCopy.success.text}</p>
            </>
          ) : failed ? (
            <p className="font-semibold">{leadPopupCopy.failure}</p>
          ) : null}
        </FormStatus>
      </div>
      {!stored && (
        <form method="post" action={leadEndpoints.popup} noValidate onSubmit={onSubmit} onInput={() => trackFormStart("popup")} className="relative mt-5 grid gap-5">
          <p className="text-sm text-ink-600">{requiredFieldsNote}</p>
          <EmailField label={leadPopupCopy.emailLabel} required {...field("email")} />
          <ConsentCheckbox {...field("consent")}>
            {consent.start}
            <LegalLink to={`${paths.privacyPolicy}#${popupPrivacySectionId}`}>{consent.privacy}</LegalLink>
            {consent.end}
          </ConsentCheckbox>
          <HoneypotField registration={form.register(honeypotName)} />
          <SubmitButton pending={isSubmitting} className="w-full">
            {leadPopupCopy.submit}
          </SubmitButton>
        </form>
      )}
    </>
  );
}
