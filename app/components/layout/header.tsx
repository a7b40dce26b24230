import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { mainNavigation, navigationLabels } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { ExternalLink } from "../ui/links.tsx";
import { HeaderAction } from "./header-action.tsx";
import { Logo } from "./logo.tsx";

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium ${isActive ? "text-brand-700" : "text-ink-700 hover:text-ink-950"}`;

interface HeaderProps {
  /** The wide screen's industries menu, an island the root layout places (industries-menu.tsx). */
  industriesMenu: ReactNode;
  /** The phone's menu, an island the root layout places (mobile-menu.tsx). */
  mobileMenu: ReactNode;
}

/** The site's header; its two menus are islands, placed by the root layout (app/root.tsx). */
export function Header({ industriesMenu, mobileMenu }: HeaderProps) {
  const [services, ...rest] = mainNavigation;
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={navigationLabels.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {services && (
              <li>
                <NavLink to={services.to} prefetch="intent" className={desktopLinkClass}>
                  {services.label}
                </NavLink>
              </li>
            )}
            <li>
              {industriesMenu}
            </li>
            {rest.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} prefetch="intent" className={desktopLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ExternalLink
                href={site.blogUrl}
                className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-ink-700 hover:text-ink-950"
              >
                {navigationLabels.blog}
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div className="hidden lg:block">
          <HeaderAction />
        </div>
        {mobileMenu}
      </div>
    </header>
  );
}
