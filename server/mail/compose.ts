import type { MailSite } from "./config.ts";
import type { MailBlock, MailContent } from "./mail-content.ts";
import type { MailMessage } from "./message.ts";
import { renderHtml } from "./render-html.ts";
import { renderText } from "./render-text.ts";
import { mailTexts } from "./texts.ts";

/** What is wrong with a template's content, if anything: a button may only link to a web page. */
export function mailContentProblem(content: Pick<MailContent, "blocks">): string | undefined {
  for (const block of content.blocks) {
    if (block.type !== "button") continue;
    const protocol = URL.canParse(block.url) ? new URL(block.url).protocol : undefined;
    if (protocol !== "https:" && protocol !== "http:") return `A mail links only to web pages, not to ${block.url}`;
  }
  return undefined;
}

/** Renders a template's content into the message the sender sends (text and HTML). */
export function composeMail(content: MailContent): MailMessage {
  const problem = mailContentProblem(content);
  if (problem) throw new Error(problem);
  // A visitor's name in a subject must not break the header onto a new line.
  const subject = oneLine(content.subject);
  return {
    to: content.to,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    subject,
    text: renderText(content),
    html: renderHtml({ ...content, subject }),
    ...(content.calendar ? { calendar: content.calendar } : {}),
  };
}

export interface BrandMailContent {
  to: string;
  subject: string;
  blocks: readonly MailBlock[];
  /** One sentence in the footer on why the recipient gets this mail. */
  reason: string;
  site: MailSite;
}

/** A subject on one line, as a mail header needs it. */
export function oneLine(subject: string): string {
  return subject.replace(/\s+/g, " ").trim();
}

/**
 * A mail from the brand to a visitor or a customer: signed with the brand's name, the
 * contact details in the footer, and "Reply" reaching the business's contact address
 * rather than the no-reply sender. Each new template is one function that calls this.
 */
export function brandMailContent({ to, subject, blocks, reason, site }: BrandMailContent): MailContent {
  return {
    to,
    replyTo: site.email,
    subject: oneLine(subject),
    blocks: [...blocks, { type: "paragraph", text: mailTexts.signOff(site.name) }],
    footer: [site.name, `${site.email} · ${site.phone} · ${siteHost(site)}`, reason],
    site,
  };
}

/** brandMailContent, rendered. */
export function composeBrandMail(content: BrandMailContent): MailMessage {
  return composeMail(brandMailContent(content));
}

/** A site's URL is one of a few (the configured one, a test's): parsed once each. */
const hosts = new Map<string, string>();

/** The site's address as people say it: "www.example.com". */
export function siteHost(site: MailSite): string {
  let host = hosts.get(site.url);
  if (host === undefined) {
    host = new URL(site.url).host;
    hosts.set(site.url, host);
  }
  return host;
}
