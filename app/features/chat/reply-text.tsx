import { parseReplyText } from "./parse-reply-text.ts";
import { ExternalLink } from "../../components/ui/links.tsx";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * A reply as text nodes and safe links only (features/chat/parse-reply-text.ts): whatever the
 * reply holds, no HTML of it is ever rendered.
 */
export function ReplyText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  return parseReplyText(text).map((segment, index) => {
    if (segment.kind === "text") return <span key={index}>{segment.text}</span>;
    if (segment.target === "page") {
      return (
        <a key={index} href={segment.href} className={linkClass} onClick={onNavigate}>
          {segment.text}
        </a>
      );
    }
    if (segment.target === "web") {
      return (
        <ExternalLink key={index} href={segment.href} className={`${linkClass} inline-flex items-center gap-1`}>
          {segment.text}
        </ExternalLink>
      );
    }
    return (
      <a key={index} href={segment.href} className={linkClass}>
        {segment.text}
      </a>
    );
  });
}
