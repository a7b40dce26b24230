import { useParams } from "react-router";
import { contentEditorTexts } from "../content/content-editor-texts.ts";
import { AuthProvider } from "../features/account/auth-provider.tsx";
import { ContentDocumentEditor } from "../features/content-editor/document-editor.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...contentEditorTexts.meta, noindex: true });
}

/** /dashboard/content/<document>: one document's form, preview, publishing and history (features/content-editor/). */
export default function DashboardContentDocument() {
  const { document = "" } = useParams();
  return (
    <AuthProvider>
      <StaffGate>
        <ContentDocumentEditor key={document} id={document} />
      </StaffGate>
    </AuthProvider>
  );
}
