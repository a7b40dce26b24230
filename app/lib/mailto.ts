import { quoteFormCopy, quoteIndustryLabels, quoteServiceLabels } from "../content/quote-form.ts";
import type { QuoteRequest } from "./validation/quote-form.ts";

/**
 * A mailto: URL (RFC 6068). Header values are percent-encoded, spaces as %20 rather
 * than "+", and line breaks as CRLF, which every mail program reads the same way.
 */
export function mailtoUrl(to: string, { subject, body }: { subject: string; body?: string }): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`);
  return `mailto:${to}?${query.join("&")}`;
}

/** Subject and body of the email that carries a quote request, with the form's labels. */
export function quoteRequestEmail(request: QuoteRequest): { subject: string; body: string } {
  const { labels, mail } = quoteFormCopy;
  const details = [
    `${labels.companyName}: ${request.companyName}`,
    `${labels.contactPerson}: ${request.contactPerson}`,
    `${labels.email}: ${request.email}`,
  ];
  if (request.industry) details.push(`${labels.industry}: ${quoteIndustryLabels[request.industry]}`);
  if (request.services.length > 0) {
    details.push(`${labels.services}: ${request.services.map((service) => quoteServiceLabels[service]).join(", ")}`);
  }
  const lines = [mail.greeting, "", mail.intro, "", ...details];
  if (request.message) lines.push("", `${labels.message}:`, request.message);
  return { subject: mail.subject(request.companyName), body: lines.join("\n") };
}

/** The mailto: URL that opens the visitor's mail program with the quote request filled in. */
export function quoteRequestMailto(to: string, request: QuoteRequest): string {
  return mailtoUrl(to, quoteRequestEmail(request));
}
