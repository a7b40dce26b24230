import { quoteIndustryLabels, quoteServiceLabels } from "../../app/content/quote-form-copy.ts";
import { serviceName } from "../../app/content/services.ts";
import { brandMailContent, oneLine, siteHost } from "./compose.ts";
import { leadWorkspaceUrl } from "./links.ts";
import { formatDeadline } from "../../app/lib/format-deadline.ts";
import type { MailBlock, MailContent, MailField } from "./mail-content.ts";
import type { MailSite } from "./config.ts";
import type {
  ContactLeadFields,
  DemoLeadFields,
  EbookLeadFields,
  LeadForMail,
  PopupLeadFields,
  QuoteLeadFields,
} from "./lead-fields.ts";
import { mailTexts as texts } from "./texts.ts";

export interface LeadMailSettings {
  site: MailSite;
  /** The business's address for lead notifications (LEADS_NOTIFY_EMAIL). */
  leadsNotifyEmail: string;
  /** The video the lead popup offers (VIDEO_URL); without one the popup asks for a demo. */
  videoUrl: string | undefined;
}

/**
 * Every mail one lead causes, as content that is rendered when sent or shown
 * (stored-mail.ts): the visitor's own mail first, then the business's notification, which
 * names the lead's reply deadline (`respondBy`, server/leads/reply-deadlines.ts).
 */
export function leadMails(lead: LeadForMail, settings: LeadMailSettings, respondBy: Date): MailContent[] {
  return [visitorMail(lead, settings), leadNotification(lead, settings, respondBy)];
}

function visitorMail(lead: LeadForMail, { site, videoUrl }: LeadMailSettings): MailContent {
  switch (lead.kind) {
    case "contact":
      return contactConfirmation(lead.fields, site);
    case "ebook":
      return ebookMail(lead.fields, lead.downloadUrl, site);
    case "quote":
      return quoteConfirmation(lead.fields, site);
    case "demo":
      return demoConfirmation(lead.fields, site);
    case "popup":
      return popupMail(lead.fields, videoUrl, site);
  }
}

/** The guide's download link (SPEC §8: 'Tack! Kolla din e-post för att ladda ner guiden.'). */
export function ebookMail(fields: EbookLeadFields, downloadUrl: string, site: MailSite): MailContent {
  return visitorMessage(fields.email, site, texts.ebook.subject, [
    { type: "paragraph", text: greeting(fields.firstName) },
    { type: "paragraph", text: texts.ebook.intro },
    { type: "button", label: texts.ebook.button, url: downloadUrl },
    { type: "paragraph", text: texts.ebook.contents },
    { type: "paragraph", text: texts.ebook.next },
  ]);
}

/**
 * What the lead popup promises: the video (SPEC §8: 'Din video kommer snart till din
 * inkorg.') when VIDEO_URL is set, otherwise that we get in touch about a demo.
 */
export function popupMail(fields: PopupLeadFields, videoUrl: string | undefined, site: MailSite): MailContent {
  if (!videoUrl) {
    return visitorMessage(fields.email, site, texts.popupDemo.subject, [
      { type: "paragraph", text: texts.anonymousGreeting },
      { type: "paragraph", text: texts.popupDemo.intro },
      { type: "paragraph", text: texts.popupDemo.next },
    ]);
  }
  return visitorMessage(fields.email, site, texts.popup.subject, [
    { type: "paragraph", text: texts.anonymousGreeting },
    { type: "paragraph", text: texts.popup.intro },
    { type: "button", label: texts.popup.button, url: videoUrl },
    { type: "paragraph", text: texts.popup.next },
  ]);
}

export function contactConfirmation(fields: ContactLeadFields, site: MailSite): MailContent {
  return confirmation(fields.email, site, fields.name, texts.contact, contactFields(fields, "visitor"));
}

/** SPEC §9: a quote is promised within 24 hours. */
export function quoteConfirmation(fields: QuoteLeadFields, site: MailSite): MailContent {
  return confirmation(fields.email, site, fields.contactPerson, texts.quote, quoteFields(fields, "visitor"));
}

export function demoConfirmation(fields: DemoLeadFields, site: MailSite): MailContent {
  return confirmation(fields.email, site, fields.name, texts.demo, demoFields(fields, "visitor"));
}

/** Tells the business about a lead and by when to answer it; "Reply" in their mail program answers the visitor. */
export function leadNotification(lead: LeadForMail, { site, leadsNotifyEmail }: LeadMailSettings, respondBy: Date): MailContent {
  const kind = texts.notification.kinds[lead.kind];
  const { from, recipient, fields } = describeLead(lead);
  const received = formatStockholmTime(lead.receivedAt);
  const blocks: MailBlock[] = [
    { type: "paragraph", text: texts.notification.intro(siteHost(site)) },
    {
      type: "fields",
      fields: [
        { label: texts.notification.kindLabel, value: kind },
        { label: texts.notification.receivedLabel, value: received },
        ...fields,
      ],
    },
  ];
  if (lead.kind === "quote") blocks.push({ type: "paragraph", text: texts.notification.quotePromise });
  blocks.push({ type: "paragraph", text: texts.notification.replyBy(formatDeadline(respondBy)) });
  blocks.push(
    { type: "button", label: texts.notification.openLead, url: leadWorkspaceUrl(site.url, lead.id) },
    { type: "paragraph", text: texts.notification.replyHint(recipient) },
    { type: "paragraph", text: texts.notification.showCommand(lead.id) },
  );
  return {
    to: leadsNotifyEmail,
    replyTo: lead.fields.email,
    subject: oneLine(texts.notification.subject(kind, from)),
    blocks,
    footer: [texts.notification.footer(siteHost(site))],
    site,
  };
}

/**
 * The company a notification's subject names (never a person: without SMTP_URL subjects
 * are written to the server log), whom "Reply" reaches, and every field of the lead.
 */
function describeLead(lead: LeadForMail): { from: string | undefined; recipient: string; fields: MailField[] } {
  switch (lead.kind) {
    case "contact":
      return {
        from: lead.fields.company,
        recipient: lead.fields.name,
        fields: contactFields(lead.fields, "business"),
      };
    case "ebook": {
      const name = `${lead.fields.firstName} ${lead.fields.lastName}`;
      return { from: lead.fields.company, recipient: name, fields: ebookFields(lead.fields) };
    }
    case "quote":
      return {
        from: lead.fields.companyName,
        recipient: lead.fields.contactPerson,
        fields: quoteFields(lead.fields, "business"),
      };
    case "demo":
      return {
        from: lead.fields.company,
        recipient: lead.fields.name,
        fields: demoFields(lead.fields, "business"),
      };
    case "popup":
      return {
        from: undefined,
        recipient: lead.fields.email,
        fields: [
          { label: texts.labels.email, value: lead.fields.email },
          { label: texts.labels.consent, value: lead.fields.consent ? texts.consentGiven : texts.consentMissing },
        ],
      };
  }
}

/**
 * The visitor's confirmation repeats only what they filled in; the business's notification
 * lists every field, saying so where one was left empty.
 *
 * A confirmation goes to whatever address was typed in, so the site must not carry a
 * stranger's words to it: it never repeats the free-text message, nor any field (or
 * name in the greeting) that holds something a mail program shows as a link.
 */
type Reader = "visitor" | "business";

/** A scheme (https://, mailto:), www., or a domain name such as example.com, as mail programs link them. */
const linkLike = /[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.|[\p{L}\p{N}-]+\.[\p{L}]{2,}(?![\p{L}\p{N}])/iu;

/**
 * A dotted IPv4 address, with or without a path after it. Octets written with a leading
 * zero are left alone: a Swedish phone number starts with 0 (070.123.45.67), an address
 * in a link never does.
 */
const octet = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const ipv4 = new RegExp(`(?<![\\d.])${octet}(?:\\.${octet}){3}(?!\\.?\\d)`, "u");

/**
 * Dots written so that a filter looking for "." misses them, and a reader (or a mail
 * program that folds them) still sees a domain: the ideographic full stop (U+3002) and
 * the halfwidth one (U+FF61, which NFKC makes U+3002), "[.]", "(.)", "{.}", "[dot]" and
 * " dot ". NFKC first turns the full-width stop (U+FF0E), the one-dot leader and
 * full-width letters into their plain forms.
 */
const disguisedDot = /\s*[[({]\s*(?:\.|dot)\s*[\])}]\s*|\s+dot\s+|[\u3002\uff61]/giu;

export function looksLikeLink(value: string): boolean {
  const plain = value.normalize("NFKC").replace(disguisedDot, ".");
  return linkLike.test(plain) || ipv4.test(plain);
}

function greeting(name: string): string {
  return looksLikeLink(name) ? texts.anonymousGreeting : texts.greeting(name);
}

function optionalField(label: string, value: string | undefined, reader: Reader, whenEmpty: string): MailField[] {
  if (value) return reader === "visitor" && looksLikeLink(value) ? [] : [{ label, value }];
  return reader === "business" ? [{ label, value: whenEmpty }] : [];
}

/** A field the form requires: the visitor's confirmation leaves it out when it looks like a link. */
function requiredField(label: string, value: string, reader: Reader): MailField[] {
  return reader === "visitor" && looksLikeLink(value) ? [] : [{ label, value }];
}

/** The free-text message: for the business only. */
function messageField(message: string | undefined, reader: Reader): MailField[] {
  return reader === "business" ? optionalField(texts.labels.message, message, reader, texts.noMessage) : [];
}

function contactFields(fields: ContactLeadFields, reader: Reader): MailField[] {
  const interestNames = [
    fields.interests.voiceAgent && serviceName("voice-agent"),
    fields.interests.chatbot && serviceName("chatbot"),
    fields.interests.email && serviceName("email-automation"),
    fields.interests.socialMedia && serviceName("social-media"),
  ].filter((name) => typeof name === "string");
  return [
    ...requiredField(texts.labels.name, fields.name, reader),
    ...requiredField(texts.labels.company, fields.company, reader),
    { label: texts.labels.email, value: fields.email },
    ...optionalField(texts.labels.phone, fields.phone, reader, texts.notGiven),
    ...optionalField(texts.labels.interests, interestNames.join(", "), reader, texts.noneChosen),
    ...messageField(fields.message, reader),
  ];
}

function ebookFields(fields: EbookLeadFields): MailField[] {
  return [
    { label: texts.labels.firstName, value: fields.firstName },
    { label: texts.labels.lastName, value: fields.lastName },
    { label: texts.labels.email, value: fields.email },
    ...optionalField(texts.labels.company, fields.company, "business", texts.notGiven),
    ...optionalField(texts.labels.phone, fields.phone, "business", texts.notGiven),
  ];
}

function quoteFields(fields: QuoteLeadFields, reader: Reader): MailField[] {
  const industry = fields.industry ? quoteIndustryLabels[fields.industry] : undefined;
  const services = fields.services.map((service) => quoteServiceLabels[service]).join(", ");
  return [
    ...requiredField(texts.labels.companyName, fields.companyName, reader),
    ...requiredField(texts.labels.contactPerson, fields.contactPerson, reader),
    { label: texts.labels.email, value: fields.email },
    ...optionalField(texts.labels.industry, industry, reader, texts.notGiven),
    ...optionalField(texts.labels.interests, services, reader, texts.noneChosen),
    ...messageField(fields.message, reader),
  ];
}

function demoFields(fields: DemoLeadFields, reader: Reader): MailField[] {
  return [
    ...requiredField(texts.labels.name, fields.name, reader),
    ...requiredField(texts.labels.company, fields.company, reader),
    { label: texts.labels.email, value: fields.email },
    ...optionalField(texts.labels.phone, fields.phone, reader, texts.notGiven),
    ...messageField(fields.message, reader),
  ];
}

function confirmation(
  to: string,
  site: MailSite,
  name: string,
  copy: { subject: string; intro: string },
  fields: MailField[],
): MailContent {
  return visitorMessage(to, site, copy.subject, [
    { type: "paragraph", text: greeting(name) },
    { type: "paragraph", text: copy.intro },
    { type: "paragraph", text: texts.youSent },
    { type: "fields", fields },
    { type: "paragraph", text: texts.questions(site.phone) },
  ]);
}

/** A mail to the visitor who filled in one of the site's forms. */
function visitorMessage(to: string, site: MailSite, subject: string, blocks: MailBlock[]): MailContent {
  return brandMailContent({ to, subject, blocks, reason: texts.whyYouGetThis(siteHost(site)), site });
}

const stockholmTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  dateStyle: "short",
  timeStyle: "short",
});

/** The last minute formatted: every lead of that minute shows the same text, and formatting with a time zone is slow. */
let lastMinute = { minute: Number.NaN, text: "" };

/** "2025-03-14 09:05", Swedish time, whatever the server's time zone. */
export function formatStockholmTime(date: Date): string {
  const minute = Math.floor(date.getTime() / 60_000);
  if (minute !== lastMinute.minute) lastMinute = { minute, text: stockholmTime.format(date) };
  return lastMinute.text;
}
