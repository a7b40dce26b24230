import { Link } from "react-router";
import { navigationLabels } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { paths } from "../../lib/paths.ts";

/** The brand mark: a speech bubble with a spark, drawn for the site. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4166f5" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
      </defs>
      <path d="M6 4h20a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H14l-6 5v-5H6a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4Z" fill="url(#logo-gradient)" />
      <path d="m16 8 1.6 4.4L22 14l-4.4 1.6L16 20l-1.6-4.4L10 14l4.4-1.6Z" fill="#fff" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex items-center gap-2 text-xl font-bold tracking-tight ${tone === "dark" ? "text-ink-950" : "text-white"}`}
    >
      <LogoMark />
      <span>
        {site.name}
        <span className="sr-only">, {navigationLabels.home}</span>
      </span>
    </Link>
  );
}
