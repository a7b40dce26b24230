import { ebookPage } from "../../content/ebook-page.ts";
import { guideOutline } from "../../content/guide-outline.ts";
import { site } from "../../content/site.ts";

/** The title's words in lines of at most `width` characters; a longer word gets a line of its own. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The guide's cover, drawn for the site in the brand's colours. Inline, so it costs no
 * request and sets its title in the page's own font; it is decoration beside the h1,
 * which says the same, so screen readers skip it. Its width and height attributes
 * reserve its space before the styles load.
 */
export function GuideCover({ className = "" }: { className?: string }) {
  const titleLines = wrapWords(guideOutline.title, 13);
  return (
    <svg
      viewBox="0 0 300 400"
      width={300}
      height={400}
      aria-hidden="true"
      focusable="false"
      className={`h-auto drop-shadow-xl ${className}`}
    >
      <defs>
        <linearGradient id="guide-cover-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1a32a3" />
          <stop offset="0.6" stopColor="#2949de" />
          <stop offset="1" stopColor="#0d6e66" />
        </linearGradient>
      </defs>
      <rect width="300" height="400" rx="10" fill="url(#guide-cover-bg)" />
      <rect width="18" height="400" rx="6" fill="#0a1330" opacity="0.35" />
      <circle cx="262" cy="46" r="86" fill="#ffffff" opacity="0.07" />
      <circle cx="250" cy="356" r="60" fill="#5eead4" opacity="0.14" />

      <text x="42" y="58" fill="#5eead4" fontSize="13" fontWeight="700" letterSpacing="3">
        {ebookPage.coverLabel.toUpperCase()}
      </text>
      <text x="42" y="104" fill="#ffffff" fontSize="29" fontWeight="800" letterSpacing="-0.5">
        {titleLines.map((line, index) => (
          <tspan key={line} x="42" dy={index === 0 ? 0 : 34}>
            {line}
          </tspan>
        ))}
      </text>

      <g transform="translate(42 226)">
        <rect width="150" height="40" rx="14" fill="#ffffff" opacity="0.95" />
        <rect x="16" y="12" width="96" height="7" rx="3.5" fill="#c7d3ff" />
        <rect x="16" y="24" width="64" height="6" rx="3" fill="#e4eaff" />
        <rect x="66" y="52" width="150" height="40" rx="14" fill="#5eead4" />
        <rect x="82" y="64" width="110" height="7" rx="3.5" fill="#0d6e66" opacity="0.55" />
        <rect x="82" y="76" width="72" height="6" rx="3" fill="#0d6e66" opacity="0.35" />
        <circle cx="20" cy="72" r="16" fill="#ffffff" opacity="0.2" />
        <path d="m20 63 2.4 6.6 6.6 2.4-6.6 2.4-2.4 6.6-2.4-6.6-6.6-2.4 6.6-2.4Z" fill="#ffffff" />
      </g>

      <rect x="42" y="346" width="32" height="3" rx="1.5" fill="#5eead4" />
      <text x="42" y="372" fill="#ffffff" fontSize="14" fontWeight="600" opacity="0.9">
        {site.name}
      </text>
    </svg>
  );
}
