import { contentEditorTexts } from "../content/content-editor-texts.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { ContentDocumentList } from "../features/content-editor/document-list.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...contentEditorTexts.meta, noindex: true });
}

/** /dashboard/content: the site's editable texts and prices (features/content-editor/). */
export default function DashboardContent() {
  return (
    <AuthProvider>
      <StaffGate>
        <ContentDocumentList />
      </StaffGate>
    </AuthProvider>
  );
}
