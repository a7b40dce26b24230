/**
 * Replies are plain text in which links are written Markdown-style, `[text](/path)`, or
 * as bare addresses (app/lib/validation/chat.ts). They are split into text and link
 * segments that the widget renders as text nodes and anchors, so nothing in a reply is
 * ever read as HTML, and only link targets a visitor can trust become links.
 */
export type ReplySegment =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string; target: LinkTarget };

/** Where a link leads: a page of this site, another site over HTTPS, or a mail or phone app. */
export type LinkTarget = "page" | "web" | "app";

// A path of this site: one slash, then no second slash or backslash that would make the
// browser read it as another host, and no whitespace or control character that the
// browser would strip before doing so (WHATWG URL).
const sitePath = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/** The href for a link target from a reply, or undefined when it must not become a link. */
export function safeHref(raw: string): { href: string; target: LinkTarget } | undefined {
  const candidate = raw.trim();
  if (sitePath.test(candidate)) return { href: candidate, target: "page" };
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol === "https:" && url.hostname) return { href: url.href, target: "web" };
  if (url.protocol === "mailto:" || url.protocol === "tel:") return { href: url.href, target: "app" };
  return undefined;
}

// The target may hold one level of balanced parentheses, as some addresses do.
const markdownLink = String.raw`\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)`;
const bareUrl = String.raw`https:\/\/[^\s<>()[\]]+`;
const bareEmail = String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`;
const linkPattern = new RegExp(`${markdownLink}|(${bareUrl})|(${bareEmail})`, "gu");

/** Punctuation that ends a sentence rather than the bare address it follows. */
const trailingPunctuation = /[.,;:!?'"]+$/;

function pushText(segments: ReplySegment[], text: string) {
  if (!text) return;
  const last = segments.at(-1);
  if (last?.kind === "text") last.text += text;
  else segments.push({ kind: "text", text });
}

export function parseReplyText(text: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  let position = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label, target, url, email] = match;
    pushText(segments, text.slice(position, match.index));
    position = match.index + whole.length;

    if (label !== undefined && target !== undefined) {
      const safe = safeHref(target);
      if (safe) segments.push({ kind: "link", text: label, ...safe });
      else pushText(segments, label);
      continue;
    }

    const address = url ?? email ?? whole;
    const trailing = trailingPunctuation.exec(address)?.[0] ?? "";
    const bare = address.slice(0, address.length - trailing.length);
    const safe = safeHref(url ? bare : `mailto:${bare}`);
    if (safe) segments.push({ kind: "link", text: bare, ...safe });
    else pushText(segments, bare);
    pushText(segments, trailing);
  }
  pushText(segments, text.slice(position));
  return segments;
}
