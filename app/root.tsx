import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interFont from "./assets/fonts/inter-sv-wght.woff2?url";
import { ConsentManager } from "./features/consent/consent-manager.tsx";
import { CookieSettingsButton } from "./features/consent/cookie-settings-button.tsx";
import { SignedInMarker } from "./features/account/signed-in-marker.tsx";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { PublicValues } from "./components/layout/public-values.tsx";
import { IndustriesMenu } from "./components/layout/industries-menu.tsx";
import { LazyToaster } from "./components/layout/lazy-toaster.tsx";
import { MobileMenu } from "./components/layout/mobile-menu.tsx";
import { SiteAnalytics } from "./features/analytics/analytics.tsx";
import { ChatLauncher } from "./features/chat/chat-launcher.tsx";
import { LeadPopup } from "./features/popup/lead-popup.tsx";
import { NotFoundView } from "./components/ui/not-found-view.tsx";
import { cookieSettingsCopy } from "./content/cookie-settings.ts";
import { navigationLabels } from "./content/navigation.ts";
import { errorPage } from "./content/not-found-page.ts";
import { paths } from "./lib/paths.ts";
import { HydratedMarker } from "./islands/hydrated-marker.tsx";
import { Island } from "./islands/island.tsx";
import { islandsPageAttribute } from "./islands/island-attributes.ts";
import { useIslandsPage } from "./islands/islands-page.ts";
import { PrefetchRules } from "./islands/prefetch-rules.tsx";
import { LateScripts } from "./islands/late-scripts.tsx";
import { pageMeta } from "./lib/seo.ts";

// The stylesheet comes first so that it is requested before any script: it blocks rendering.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const islandsOnly = useIslandsPage();
  return (
    <html lang="sv" {...{ [islandsPageAttribute]: islandsOnly ? "" : undefined }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1330" />
        <Meta />
        <Links />
        <PublicValues />
        <SignedInMarker />
      </head>
      <body>
        <Island name="consent-manager" component={ConsentManager} />
        <a
          href="#innehall"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {navigationLabels.skipToContent}
        </a>
        <Header
          industriesMenu={<Island name="industries-menu" component={IndustriesMenu} />}
          mobileMenu={<Island name="mobile-menu" component={MobileMenu} />}
        />
        <main id="innehall" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer
          cookieSettingsButton={
            <Island
              name="cookie-settings-button"
              component={CookieSettingsButton}
              props={{ label: cookieSettingsCopy.footerLink, className: "min-h-11 underline underline-offset-4 hover:text-white" }}
            />
          }
        />
        <Island name="toaster" component={LazyToaster} />
        <Island name="chat-launcher" component={ChatLauncher} />
        <Island name="lead-popup" component={LeadPopup} />
        <Island name="analytics" component={SiteAnalytics} />
        {islandsOnly ? (
          <PrefetchRules />
        ) : (
          <>
            <HydratedMarker />
            <ScrollRestoration />
          </>
        )}
        <LateScripts islands={islandsOnly} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

function isNotFound(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** Pages set their own meta; this one speaks only when the error boundary below is shown. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const copy = isNotFound(error) ? errorPage.notFound : errorPage.failure;
  return pageMeta({ title: copy.title, description: copy.text, noindex: true });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNotFound(error)) {
    return <NotFoundView status={404} title={errorPage.notFound.title} text={errorPage.notFound.text} />;
  }
  console.error(error);
  // Full page loads from here on: whatever failed may have left the app in a bad state.
  return (
    <NotFoundView
      title={errorPage.failure.title}
      text={errorPage.failure.text}
      action={{ to: paths.home, label: errorPage.homeLink }}
      reloadDocument
    />
  );
}
