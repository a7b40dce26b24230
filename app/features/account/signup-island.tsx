import { AuthProvider } from "./auth-provider.tsx";
import { SignupForm } from "./signup-form.tsx";

/** The sign-up form, an island of /signup (app/islands/registry.ts). */
export function SignupIsland() {
  return (
    <AuthProvider loadClient="on-form-use">
      <SignupForm />
    </AuthProvider>
  );
}
