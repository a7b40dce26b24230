import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { accountFieldLabels, passwordHint, passwordUpdate } from "../../content/account-pages.ts";
import { useAuth } from "./auth-context.ts";
import {
  changePasswordFormSchema,
  type NewPasswordFormData,
  type NewPasswordFormInput,
  newPasswordFormSchema,
} from "../../lib/validation/account-forms.ts";
import { FormStatus } from "../../components/ui/form/form-status.tsx";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { TextField } from "../../components/ui/form/text-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { weakPasswordReason } from "./password-refusal.ts";

const resolver = zodResolver(newPasswordFormSchema);
const changeResolver = zodResolver(changePasswordFormSchema);

interface NewPasswordFormProps {
  /** Whether the password can be saved now; false while a link is checked or after it was refused. */
  ready: boolean;
  submitLabel: string;
  /**
   * Asks for the current password as well (the dashboard): the auth service needs it
   * unless the session began at a mailed reset or invitation link moments ago.
   */
  askCurrentPassword?: boolean;
  /** 'Minst 8 tecken' under the field (SPEC §5: the create-password page). */
  showHint?: boolean;
  /**
   * Runs once the password is saved. With `successView`, the form gives way to it (the
   * password pages, which then move on); without, the form empties and stays (the dashboard).
   */
  onSaved?: () => void | Promise<void>;
  successView?: ReactNode;
  /** The link's state above the fields: being checked, or refused. */
  notice?: ReactNode;
}

/**
 * A new password typed twice (SPEC §5, §7 calls 8 and 9): 'Lösenorden matchar inte',
 * 'Lösenordet måste vara minst 8 tecken', 'Uppdaterar...' while it is saved, then
 * 'Lösenordet har uppdaterats' or the server's reason.
 */
export function NewPasswordForm({ ready, submitLabel, askCurrentPassword = false, showHint = false, onSaved, successView, notice }: NewPasswordFormProps) {
  const auth = useAuth();
  const [outcome, setOutcome] = useState<{ saved: true } | { saved: false; message: string } | null>(null);
  const form = useForm<NewPasswordFormInput, unknown, NewPasswordFormData>({
    resolver: askCurrentPassword ? changeResolver : resolver,
    defaultValues: askCurrentPassword ? { currentPassword: "", password: "", confirmPassword: "" } : { password: "", confirmPassword: "" },
    shouldFocusError: true,
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async ({ password, currentPassword }) => {
    setOutcome(null);
    const result = await auth.updatePassword(password, askCurrentPassword ? currentPassword : undefined);
    if (!result.success) {
      const weak = weakPasswordReason(result);
      if (weak) form.setError("password", { message: weak }, { shouldFocus: true });
      else if (askCurrentPassword && result.code === "invalid_credentials") {
        form.setError("currentPassword", { message: passwordUpdate.wrongCurrentPassword }, { shouldFocus: true });
      } else if (result.code === "reauthentication_needed") setOutcome({ saved: false, message: passwordUpdate.currentPasswordNeeded });
      else setOutcome({ saved: false, message: result.error || passwordUpdate.failure });
      return;
    }
    setOutcome({ saved: true });
    form.reset();
    await onSaved?.();
  });

  if (outcome?.saved && successView) return successView;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      {notice}
      <FormStatus tone={outcome?.saved ? "success" : "error"}>
        {outcome && <p className="font-semibold">{outcome.saved ? passwordUpdate.success : outcome.message}</p>}
      </FormStatus>
      {askCurrentPassword && (
        <TextField label={accountFieldLabels.currentPassword} type="password" required autoComplete="current-password" {...field("currentPassword")} />
      )}
      <TextField
        label={accountFieldLabels.newPassword}
        type="password"
        required
        autoComplete="new-password"
        hint={showHint ? passwordHint : undefined}
        {...field("password")}
      />
      <TextField label={accountFieldLabels.confirmPassword} type="password" required autoComplete="new-password" {...field("confirmPassword")} />
      <SubmitButton pending={form.formState.isSubmitting} progress="updating" disabled={!ready} className="w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
