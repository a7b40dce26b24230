import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { accountFieldLabels, forgotPasswordPage } from "../../content/account-pages.ts";
import { useAuth } from "./auth-context.ts";
import { paths } from "../../lib/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type ForgotPasswordFormData, type ForgotPasswordFormInput, forgotPasswordFormSchema } from "../../lib/validation/account-forms.ts";
import { FormStatus } from "../../components/ui/form/form-status.tsx";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { EmailField } from "../../components/ui/form/email-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { inlineLinkClass } from "./link-styles.ts";
import { SentView } from "./sent-view.tsx";

const resolver = zodResolver(forgotPasswordFormSchema);

/** Where the reset mail's link leads: the create-password page, naming the account (SPEC §7 call 7). */
export function passwordLinkTarget(origin: string, email: string): string {
  return `${origin}${paths.setPassword}?${new URLSearchParams({ email })}`;
}

/**
 * /forgot-password's form (SPEC §2): the address of the account, then the 'check your
 * email' view with a link back to the sign-in. The auth service answers the same whether
 * the address has an account or not, so the view says nothing about that either.
 */
export function ForgotPasswordForm() {
  const auth = useAuth();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<"sent" | "failed" | null>(null);
  const form = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormData>({ resolver, defaultValues: { email: "" }, shouldFocusError: true });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    const result = await auth.requestPasswordReset(email, passwordLinkTarget(window.location.origin, email));
    setOutcome(result.success ? "sent" : "failed");
  });

  if (outcome === "sent") {
    return (
      <SentView title={forgotPasswordPage.sent.heading}>
        <p>{forgotPasswordPage.sent.text}</p>
        <p>
          <a href={paths.login} className={inlineLinkClass}>
            {forgotPasswordPage.backToLogin}
          </a>
        </p>
      </SentView>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormStatus tone="error">{outcome === "failed" && <p className="font-semibold">{forgotPasswordPage.failure}</p>}</FormStatus>
      <EmailField label={accountFieldLabels.email} required {...field("email")} />
      <SubmitButton pending={form.formState.isSubmitting} disabled={!hydrated} className="w-full">
        {forgotPasswordPage.submit}
      </SubmitButton>
    </form>
  );
}
