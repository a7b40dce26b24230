import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { accountFieldLabels, loginPage } from "../../content/account-pages.ts";
import { useAuth } from "./auth-context.ts";
import { paths } from "../../lib/paths.ts";
import { usePageLocation } from "../../lib/page-location.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type LoginFormData, type LoginFormInput, loginFormSchema } from "../../lib/validation/account-forms.ts";
import { FormStatus } from "../../components/ui/form/form-status.tsx";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { EmailField } from "../../components/ui/form/email-field.tsx";
import { TextField } from "../../components/ui/form/text-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { CheckboxField } from "./checkbox-field.tsx";
import { inlineLinkClass } from "./link-styles.ts";
import { landingPath } from "./redirect-path.ts";
import { isStaff } from "./staff-role.ts";

const resolver = zodResolver(loginFormSchema);

/**
 * Email and password sign-in (SPEC §2, §7 call 6). Whatever goes wrong, the form says
 * 'Fel e-post eller lösenord', so it never tells whether an address has an account.
 * Remember me keeps the session after the browser closes; without it, only for the tab.
 * A signed-in page that sent the visitor here named itself in `?redirectTo=`, and the
 * sign-in leads back there; without one, staff go to their inbox and customers to
 * /dashboard (redirect-path.ts).
 */
export function LoginForm() {
  const auth = useAuth();
  const { search } = usePageLocation();
  // Signing in needs supabase-js: until the page has hydrated, the button waits.
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const form = useForm<LoginFormInput, unknown, LoginFormData>({
    resolver,
    defaultValues: { email: "", password: "", rememberMe: false },
    shouldFocusError: true,
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async ({ email, password, rememberMe }) => {
    setFailed(false);
    const result = await auth.signIn(email, password, rememberMe);
    if (result.success) {
      // The sign-in page is a page of islands: the account page loads as a page of its own.
      window.location.assign(landingPath(search, isStaff(result.user)));
    } else {
      setFailed(true);
      form.setFocus("password");
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormStatus tone="error">{failed && <p className="font-semibold">{loginPage.failure}</p>}</FormStatus>
      <EmailField label={accountFieldLabels.email} required {...field("email")} />
      <TextField label={accountFieldLabels.password} type="password" required autoComplete="current-password" {...field("password")} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField label={accountFieldLabels.rememberMe} registration={form.register("rememberMe")} />
        <a href={paths.forgotPassword} className={inlineLinkClass}>
          {loginPage.forgotPassword}
        </a>
      </div>
      <SubmitButton pending={form.formState.isSubmitting} progress="signingIn" disabled={!hydrated} className="w-full">
        {loginPage.submit}
      </SubmitButton>
    </form>
  );
}
