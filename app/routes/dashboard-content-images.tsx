import { AuthProvider } from "../features/account/auth-provider.tsx";
import { contentImagesTexts } from "../features/content-images/content-images-texts.ts";
import { ContentImagesPage } from "../features/content-images/content-images-page.tsx";
import { StaffGate } from "../features/staff/staff-gate.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...contentImagesTexts.meta, noindex: true });
}

/** /dashboard/content/images: the images the site's content shows (features/content-images/). */
export default function DashboardContentImages() {
  return (
    <AuthProvider>
      <StaffGate>
        <ContentImagesPage />
      </StaffGate>
    </AuthProvider>
  );
}
