/*
 * Just enough of MIME (RFC 2045-2047) to read back what nodemailer sends: folded headers,
 * encoded words, multipart bodies, quoted-printable and base64. For tests only.
 */

export interface MimePart {
  contentType: string;
  charset: string | undefined;
  body: string;
}

export interface ReadMail {
  /** Header values by lower-case name, unfolded and decoded. */
  headers: Map<string, string>;
  /** The leaf parts, such as text/plain and text/html, decoded, with line ends as "\n". */
  parts: MimePart[];
}

export function readMime(raw: string): ReadMail {
  const { headers, body } = splitEntity(raw);
  return { headers, parts: leafParts(headers, body) };
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.indexOf("\r\n\r\n");
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? "" : entity.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): MimePart[] {
  const contentType = headers.get("content-type") ?? "text/plain";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (mediaType.startsWith("multipart/")) {
    const boundary = parameter(contentType, "boundary");
    if (!boundary) throw new Error(`No boundary in ${contentType}`);
    const sections = body.split(`--${boundary}`).slice(1, -1);
    return sections.flatMap((section) => {
      const part = splitEntity(section.replace(/^\r\n/, ""));
      return leafParts(part.headers, part.body.replace(/\r\n$/, ""));
    });
  }
  const charset = parameter(contentType, "charset");
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  // Bodies travel with CRLF line ends (RFC 5322); the sender's text had "\n".
  return [{ contentType: mediaType, charset, body: decodeBody(body, encoding).replace(/\r\n/g, "\n") }];
}

function parameter(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, "i").exec(headerValue);
  return match?.[1];
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body.replace(/=\r\n/g, ""));
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** RFC 2047 encoded words; the space between two adjacent ones is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
