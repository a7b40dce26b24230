import type { MailBlock, MailContent } from "./mail-content.ts";

/** The plain-text part: what text-only clients and screen readers in them show. */
export function renderText({ blocks, footer }: Pick<MailContent, "blocks" | "footer">): string {
  const body = blocks.map(renderBlock).join("\n\n");
  // "-- " (with the space) marks the rest as a signature for mail clients and repliers.
  return `${body}\n\n-- \n${footer.join("\n")}\n`;
}

function renderBlock(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "button":
      return `${block.label}:\n${block.url}`;
    case "fields":
      return block.fields
        .map(({ label, value }) => (value.includes("\n") ? `${label}:\n${indent(value)}` : `${label}: ${value}`))
        .join("\n");
  }
}

/** A multi-line value (a message) set off under its label. */
function indent(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => `  ${line}`)
    .join("\n");
}
