import type { MailSite } from "./config.ts";
import type { MailBlock, MailContent } from "./mail-content.ts";
import type { MailMessage } from "./message.ts";
import { renderHtml } from "./render-html.ts";
import { renderText } from "./render-text.ts";
import { mailTexts } from "./texts.ts";

/** Renders a template's content into the message the queue stores and the sender sends. */
export function composeMail(content: MailContent): MailMessage {
  for (const block of content.blocks) {
    if (block.type === "button") assertWebLink(block.url);
  }
  // A visitor's name in a subject must not break the header onto a new line.
  const subject = content.subject.replace(/\s+/g, " ").trim();
  return {
    to: content.to,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    subject,
    text: renderText(content),
    html: renderHtml({ ...content, subject }),
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

/**
 * A mail from the brand to a visitor or a customer: signed with the brand's name, the
 * contact details in the footer, and "Reply" reaching the business's contact address
 * rather than the no-reply sender. Each new template is one function that calls this.
 */
export function composeBrandMail({ to, subject, blocks, reason, site }: BrandMailContent): MailMessage {
  return composeMail({
    to,
    replyTo: site.email,
    subject,
    blocks: [...blocks, { type: "paragraph", text: mailTexts.signOff(site.name) }],
    footer: [site.name, `${site.email} · ${site.phone} · ${siteHost(site)}`, reason],
    site,
  });
}

/** The site's address as people say it: "www.example.com". */
export function siteHost(site: MailSite): string {
  return new URL(site.url).host;
}

function assertWebLink(url: string): void {
  const { protocol } = new URL(url);
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`A mail links only to web pages, not to ${protocol}`);
}
