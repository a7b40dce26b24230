import { AuthProvider } from "./auth-provider.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";

/** The reset-link form, an island of /forgot-password (app/islands/registry.ts). */
export function ForgotPasswordIsland() {
  return (
    <AuthProvider loadClient="on-form-use">
      <ForgotPasswordForm />
    </AuthProvider>
  );
}
