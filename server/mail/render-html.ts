import type { MailBlock, MailContent, MailField } from "./mail-content.ts";
import { mailTexts } from "./texts.ts";

/*
 * The HTML part, written for mail clients rather than browsers: tables for layout,
 * inline styles only (many clients drop <style>), system fonts, one column at most
 * 600 px wide. Every value that reaches the markup goes through escapeHtml.
 */

const font = "font-family:Arial,Helvetica,sans-serif;";
const colors = { page: "#f6f7fb", card: "#ffffff", line: "#eceff6", heading: "#111b3d", text: "#1f2a4d", muted: "#626d8a", link: "#1f3fc7", button: "#2949de" };

const replacements: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Makes any text safe inside HTML content and inside a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => replacements[character] ?? character);
}

/** Escaped, with the line breaks a visitor typed kept. */
function escapeLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

export function renderHtml({ subject, blocks, footer, site }: Pick<MailContent, "subject" | "blocks" | "footer" | "site">): string {
  const table = 'role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"';
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
<table ${table} style="background-color:${colors.page};">
<tr><td align="center" style="padding:24px 12px;">
<table ${table} style="max-width:600px;background-color:${colors.card};border:1px solid ${colors.line};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${colors.line};${font}font-size:20px;font-weight:bold;">
<a href="${escapeHtml(site.url)}" style="color:${colors.heading};text-decoration:none;">${escapeHtml(site.name)}</a>
</td></tr>
<tr><td style="padding:24px 32px 8px;${font}font-size:16px;line-height:1.5;color:${colors.text};">
${blocks.map(renderBlock).join("\n")}
</td></tr>
</table>
<table ${table} style="max-width:600px;">
<tr><td style="padding:16px 32px;${font}font-size:12px;line-height:1.5;color:${colors.muted};">
${footer.map(escapeLines).join("<br>\n")}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderBlock(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;">${escapeLines(block.text)}</p>`;
    case "button":
      return renderButton(block.label, block.url);
    case "fields":
      return renderFields(block.fields);
  }
}

/** A link styled as a button, with the address written out for clients that block links. */
function renderButton(label: string, url: string): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 12px;">
<tr><td style="border-radius:6px;background-color:${colors.button};">
<a href="${href}" style="display:inline-block;padding:12px 24px;${font}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px;font-size:13px;color:${colors.muted};word-break:break-all;">${escapeHtml(mailTexts.linkFallback)} <a href="${href}" style="color:${colors.link};">${href}</a></p>`;
}

function renderFields(fields: readonly MailField[]): string {
  const rows = fields.map(
    ({ label, value }) =>
      `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;${font}font-size:14px;font-weight:bold;color:${colors.muted};white-space:nowrap;">${escapeHtml(label)}</th>` +
      `<td valign="top" style="padding:6px 0;${font}font-size:14px;color:${colors.text};">${escapeLines(value)}</td></tr>`,
  );
  return `<table cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">
${rows.join("\n")}
</table>`;
}
