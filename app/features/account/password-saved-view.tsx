import { passwordUpdate } from "../../content/account-pages.ts";
import { SentView } from "./sent-view.tsx";

/** 'Lösenordet har uppdaterats', and that the sign-in follows (SPEC §4: after 3 s). */
export function PasswordSavedView() {
  return (
    <SentView title={passwordUpdate.success}>
      <p>{passwordUpdate.redirecting}</p>
    </SentView>
  );
}
