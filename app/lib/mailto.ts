/**
 * A mailto: URL (RFC 6068). Header values are percent-encoded, spaces as %20 rather
 * than "+", and line breaks as CRLF, which every mail program reads the same way.
 */
export function mailtoUrl(to: string, { subject, body }: { subject: string; body?: string }): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`);
  return `mailto:${to}?${query.join("&")}`;
}
