import * as z from "zod/mini";
import { companyName, email, personName } from "../../../contracts/lead-requests/fields.ts";

/*
 * The account forms (SPEC §5). The auth service checks passwords again on its side
 * (server/auth/): at least 8 characters, answered with 422 weak_password otherwise.
 */

export const minimumPasswordLength = 8;

export const passwordMessages = {
  required: "Ange lösenordet",
  tooShort: "Lösenordet måste vara minst 8 tecken",
  mismatch: "Lösenorden matchar inte",
} as const;

/** Signing in only needs a password; its length is the account's business, not the form's. */
const currentPassword = z.string().check(z.minLength(1, passwordMessages.required));

/** A password being chosen: spaces count, as they do when signing in. */
const newPassword = z.string().check(z.minLength(minimumPasswordLength, passwordMessages.tooShort));

export const loginFormSchema = z.object({
  email,
  password: currentPassword,
  rememberMe: z.boolean(),
});

export const forgotPasswordFormSchema = z.object({ email });

/**
 * A new password typed twice: /reset-password and /set-password, where the mailed link
 * stands in for the current password, and, with `currentPassword` required, the
 * dashboard, where the auth service checks the current one.
 */
function passwordChangeSchema({ currentRequired }: { currentRequired: boolean }) {
  return z
    .object({ currentPassword: z.optional(z.string()), password: newPassword, confirmPassword: z.string() })
    .check(
      z.refine((values) => values.password === values.confirmPassword, { message: passwordMessages.mismatch, path: ["confirmPassword"] }),
      z.refine((values) => !currentRequired || (values.currentPassword ?? "") !== "", { message: passwordMessages.required, path: ["currentPassword"] }),
    );
}

export const newPasswordFormSchema = passwordChangeSchema({ currentRequired: false });
export const changePasswordFormSchema = passwordChangeSchema({ currentRequired: true });

export const signupFormSchema = z.object({
  name: personName,
  company: companyName,
  email,
  password: newPassword,
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormData = z.output<typeof loginFormSchema>;
export type ForgotPasswordFormInput = z.input<typeof forgotPasswordFormSchema>;
export type ForgotPasswordFormData = z.output<typeof forgotPasswordFormSchema>;
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;
export type NewPasswordFormData = z.output<typeof newPasswordFormSchema>;
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormData = z.output<typeof signupFormSchema>;
