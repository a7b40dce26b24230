import { Menu, X } from "lucide-react";
import { useRef } from "react";
import { industryLinks, mainNavigation, navigationLabels } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { isCurrentPath } from "../../lib/page-location.ts";
import { ExternalLink } from "../ui/links.tsx";
import { HeaderAction } from "./header-action.tsx";
import { useDismiss } from "./use-dismiss.ts";
import { useOpenOnPage } from "./use-open-on-page.ts";

const linkClass = (isActive: boolean) =>
  `block rounded-lg px-3 py-3 text-lg font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-ink-900 hover:bg-ink-50"}`;

/** The collapsible menu below the large breakpoint, an island of its own. Closes on navigation and on Esc. */
export function MobileMenu() {
  const { pathname, open, close, toggle: toggleOpen } = useOpenOnPage();
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, toggle);

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobilmeny"
        onClick={toggleOpen}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-50"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? navigationLabels.closeMenu : navigationLabels.openMenu}</span>
      </button>
      <nav
        id="mobilmeny"
        aria-label={navigationLabels.menu}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-5 pt-3 pb-6 shadow-[var(--shadow-raised)]"
      >
        {open && <MenuLinks pathname={pathname} />}
      </nav>
    </div>
  );
}

/** The menu's links: drawn only while it is open, so that the closed menu, on every page, hydrates as a button alone. */
function MenuLinks({ pathname }: { pathname: string }) {
  return (
    <>
      <ul className="space-y-1">
        {mainNavigation.map((link) => {
          const current = isCurrentPath(pathname, link.to);
          return (
            <li key={link.to}>
              <a href={link.to} className={linkClass(current)} aria-current={current ? "page" : undefined}>
                {link.label}
              </a>
            </li>
          );
        })}
        <li>
          <ExternalLink href={site.blogUrl} className="flex items-center gap-2 rounded-lg px-3 py-3 text-lg font-medium text-ink-900 hover:bg-ink-50">
            {navigationLabels.blog}
          </ExternalLink>
        </li>
      </ul>
      <h2 className="mt-4 px-3 text-sm font-semibold tracking-wide text-ink-500 uppercase">{navigationLabels.industries}</h2>
      <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
        {industryLinks.map((link) => {
          const current = isCurrentPath(pathname, link.to);
          return (
            <li key={link.to}>
              <a
                href={link.to}
                aria-current={current ? "page" : undefined}
                className={`block rounded-lg px-3 py-2.5 ${current ? "bg-brand-50 font-semibold text-brand-800" : "text-ink-800 hover:bg-ink-50"}`}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
      <div className="mt-5">
        <HeaderAction className="w-full" />
      </div>
    </>
  );
}
