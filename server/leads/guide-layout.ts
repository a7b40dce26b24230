import type { Column, Content, ContentText, CustomTableLayout, Node, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import type { Guide, GuideBlock, GuideSection, GuideTerm } from "../../app/content/guide.ts";

/*
 * The guide (app/content/guide.ts) as a pdfmake document: A4, cover, table of contents
 * with page numbers and links, running heads naming the chapter, bookmarks. Pure data:
 * guide-pdf.ts renders it.
 */

/** The two font families the document names; guide-pdf.ts supplies Inter's instances for them. */
export const fontFamilies = { text: "Inter", semibold: "InterSemibold" } as const;

const page = { width: 595.28, height: 841.89 };
const margin = { top: 96, bottom: 86, left: 78, right: 78 };
const contentWidth = page.width - margin.left - margin.right;
const bodyHeight = page.height - margin.top - margin.bottom;

/** The site's palette (app/app.css), so the guide looks like the site. */
const color = {
  ink950: "#0a1330",
  ink800: "#1f2a4d",
  ink700: "#364262",
  ink600: "#4a5573",
  ink500: "#626d8a",
  ink300: "#b9c0d3",
  ink200: "#d8dde9",
  ink100: "#eceff6",
  brand700: "#1f3fc7",
  brand600: "#2949de",
  brand50: "#f1f4ff",
  accent300: "#5eead4",
  white: "#ffffff",
};

const semibold = { font: fontFamilies.semibold };
/** One line of body text, gap included: Inter's line is 1.21 of its size, and the text breathes at 1.4. */
const bodyLine = 10.5 * 1.21 * 1.4;
/**
 * Of a node's own properties pdfmake hands only a few to pageBreakBefore; its
 * headlineLevel carries here the room, in points, that the node needs below its top:
 * itself and the opening of what follows, which must share its page.
 */
function keepRoom(lines: number): { headlineLevel: number } {
  return { headlineLevel: Math.round(lines * bodyLine) };
}

const styles = {
  body: { fontSize: 10.5, lineHeight: 1.4, color: color.ink800, margin: [0, 0, 0, 10] },
  subheading: { ...semibold, fontSize: 13.5, color: color.ink950, margin: [0, 10, 0, 8] },
  small: { fontSize: 8.5, color: color.ink500 },
} satisfies TDocumentDefinitions["styles"];

function withTerm(item: string | GuideTerm): ContentText["text"] {
  if (typeof item === "string") return item;
  return [{ text: `${item.term} `, ...semibold, color: color.ink950 }, item.text];
}

/** Hairlines between rows, firmer under the header and above a sum; a gutter instead of vertical rules. */
function tableLines(firmRules: ReadonlySet<number>): CustomTableLayout {
  return {
    vLineWidth: () => 0,
    hLineWidth: (index) => (index === 0 ? 0 : firmRules.has(index) ? 0.8 : 0.5),
    hLineColor: (index) => (firmRules.has(index) ? color.ink300 : color.ink100),
    paddingLeft: () => 0,
    paddingRight: (index, node) => (index === (node.table.widths?.length ?? 1) - 1 ? 0 : 16),
    paddingTop: (index) => (index === 0 ? 5 : 7),
    paddingBottom: (index) => (index === 0 ? 5 : 7),
  };
}

/** A boxed block: one table cell with a fill and, for an aside, a bar on the left. */
function box(stack: Content[], fill: string, { padding, bar }: { padding: number; bar?: string }): Content {
  return {
    // The margin is the padding less what pdfmake's cells already have around them.
    table: { widths: ["*"], body: [[{ stack, fillColor: fill, margin: [padding - 4, padding - 3, padding - 4, padding - 3] }]] },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (index) => (index === 0 && bar ? 3 : 0),
      vLineColor: () => bar ?? fill,
    },
    unbreakable: true,
    margin: [0, 4, 0, 16],
  };
}

function bullet(size: number): Column {
  return { canvas: [{ type: "ellipse", x: size, y: 7.2, r1: size, r2: size, color: color.brand600 }], width: 18 };
}

/** One block of a chapter. Paragraphs, list items, steps and boxes never break across pages: no line is left alone. */
function block(block: GuideBlock, section: GuideSection): Content {
  switch (block.kind) {
    case "paragraph":
      return { text: block.text, style: "body", unbreakable: true };
    case "subheading":
      return { text: block.text, style: "subheading", outline: true, outlineParentId: section.id };
    case "list":
      return {
        stack: [
          ...(block.intro ? [{ text: block.intro, style: "body", margin: [0, 0, 0, 4], ...keepRoom(5) } satisfies Content] : []),
          // An item of a few lines moves whole: its bullet stays with its text.
          ...block.items.map((item): Content => ({
            columns: [bullet(2.2), { text: withTerm(item), style: "body", margin: [0, 0, 0, 4] }],
            unbreakable: true,
          })),
        ],
        margin: [0, 0, 0, 6],
      };
    case "steps":
      return block.items.map((step, index): Content => ({
        stack: [
          {
            columns: [
              {
                width: 22,
                stack: [
                  { canvas: [{ type: "ellipse", x: 11, y: 9, r1: 11, r2: 11, color: color.brand600 }] },
                  { text: String(index + 1), ...semibold, color: color.white, alignment: "center", relativePosition: { x: 0, y: -17.4 } },
                ],
              },
              {
                text: step.title,
                ...semibold,
                fontSize: 12,
                color: color.ink950,
                margin: [0, 1, 0, 0],
                outline: true,
                outlineText: `${index + 1}. ${step.title}`,
                outlineParentId: section.id,
              },
            ],
            columnGap: 14,
          },
          { text: step.text, style: "body", margin: [36, 0, 0, 14] },
        ],
        unbreakable: true,
      }));
    case "callout":
      return box(
        [
          { text: block.title, ...semibold, fontSize: 11.5, color: color.ink950, margin: [0, 0, 0, 6] },
          ...(block.items ?? []).map((item): Content => ({ columns: [bullet(2), { text: item, style: "body", margin: [0, 0, 0, 4] }] })),
          ...(block.text ? [{ text: block.text, style: "body", margin: [0, 0, 0, 0] } satisfies Content] : []),
        ],
        color.brand50,
        { padding: 16, bar: color.brand600 },
      );
    case "table": {
      // Line n of the table runs above its row n, the header being row 0.
      const firmRules = new Set([1, ...block.rows.flatMap((row, index) => (row.total && !block.rows[index - 1]?.total ? [index + 1] : []))]);
      return [
        {
          table: {
            headerRows: 1,
            // The header and the first three rows: a table never starts with fewer at the foot of a page.
            keepWithHeaderRows: 3,
            dontBreakRows: true,
            // Amounts get a fixed column on the right; the text columns share the rest.
            widths: block.columns.map((column) => (column.numeric ? 92 : "*")),
            body: [
              block.columns.map((column): TableCell => ({ text: column.label, ...semibold, fontSize: 8.5, color: color.ink600, alignment: column.numeric ? "right" : "left" })),
              ...block.rows.map((row) =>
                row.cells.map((text, index): TableCell => {
                  const numeric = block.columns[index]?.numeric === true;
                  const emphasis = row.total === true && (index === 0 || numeric);
                  return {
                    stack: [
                      { text, ...(emphasis ? { ...semibold, color: color.ink950 } : {}) },
                      ...(index === 0 && row.detail ? [{ text: row.detail, style: "small", lineHeight: 1.15, margin: [0, 2, 0, 0] } satisfies Content] : []),
                    ],
                    alignment: numeric ? "right" : "left",
                  };
                }),
              ),
            ],
          },
          layout: tableLines(firmRules),
          fontSize: 9.5,
          lineHeight: 1.2,
          color: color.ink800,
        },
        block.note ? { text: block.note, style: "small", margin: [0, 6, 0, 14] } : { text: "", margin: [0, 0, 0, 14] },
      ];
    }
    case "checklist":
      return block.groups.map((group): Content => ({
        // A group is ticked off as a whole, so it stays on one page.
        unbreakable: true,
        stack: [
          { text: group.title, ...semibold, fontSize: 12, color: color.ink950, margin: [0, 12, 0, 8] },
          ...group.items.map((item): Content => ({
            columns: [
              { canvas: [{ type: "rect", x: 0, y: 2.2, w: 10, h: 10, r: 2, lineWidth: 0.9, lineColor: color.ink500 }], width: 22 },
              { text: item, style: "body", margin: [0, 0, 0, 6] },
            ],
          })),
        ],
      }));
    case "contact":
      return box(
        block.lines.map((line, index): Content => ({
          stack: [
            { text: line.label, fontSize: 9, color: color.ink300 },
            { text: line.text, link: line.href, ...semibold, fontSize: 13, color: color.white, margin: [0, 3, 0, 0] },
          ],
          margin: [0, index === 0 ? 0 : 14, 0, 0],
        })),
        color.ink950,
        { padding: 20 },
      );
  }
}

/**
 * The content without the space after its last line. Space left over at a chapter's end
 * can make pdfmake open the next page before the next chapter begins, which then starts
 * on that page under the previous chapter's running head.
 */
function flushEnd(content: Content): Content {
  if (Array.isArray(content)) return content.map((item, index) => (index === content.length - 1 ? flushEnd(item) : item));
  if (typeof content !== "object") return content;
  const node: { margin?: unknown; style?: unknown; stack?: unknown; columns?: unknown } = content;
  const [left = 0, top = 0, right = 0] = (node.margin ?? (node.style === "body" ? styles.body.margin : [])) as number[];
  return {
    ...node,
    margin: [left, top, right, 0],
    ...(Array.isArray(node.stack) ? { stack: flushEnd(node.stack as Content[]) } : {}),
    ...(Array.isArray(node.columns) ? { columns: (node.columns as Content[]).map(flushEnd) } : {}),
  } as Content;
}

/** The blocks of a chapter, with what must share a page kept together. */
function chapterBlocks(section: GuideSection): Content[] {
  const blocks: Content[] = [];
  for (let index = 0; index < section.blocks.length; index++) {
    const item = section.blocks[index];
    if (!item) continue;
    let drawn = block(item, section);
    const following = section.blocks[index + 1];
    if (item.kind === "subheading" && following?.kind === "paragraph") {
      // A subheading moves with the paragraph under it.
      drawn = { stack: [drawn, block(following, section)], unbreakable: true };
      index++;
    } else if (item.kind === "subheading") {
      drawn = { stack: [drawn], ...keepRoom(5) };
    }
    // What introduces a table stays with the table's header and first rows.
    if (section.blocks[index + 1]?.kind === "table") drawn = { stack: [drawn], ...keepRoom(12) };
    blocks.push(drawn);
  }
  const last = blocks.pop();
  return last ? [...blocks, flushEnd(last)] : blocks;
}

function chapter(guide: Guide, section: GuideSection, index: number): Content {
  return {
    section: [
      { text: guide.labels.chapter(index + 1).toUpperCase(), ...semibold, fontSize: 9, color: color.brand600, characterSpacing: 1.5, margin: [0, 8, 0, 8] },
      { text: section.heading, id: section.id, outline: true, bold: true, fontSize: 25, lineHeight: 1.05, color: color.ink950 },
      { text: section.summary, fontSize: 12.5, lineHeight: 1.3, color: color.ink600, margin: [0, 10, 0, 16] },
      { canvas: [{ type: "line", x1: 0, y1: 0, x2: 44, y2: 0, lineWidth: 2.5, lineColor: color.brand600 }], margin: [0, 0, 0, 26] },
      ...chapterBlocks(section),
    ],
    header: {
      stack: [
        { columns: [guide.title, { text: section.heading, alignment: "right" }] },
        { canvas: [{ type: "line", x1: 0, y1: 0, x2: contentWidth, y2: 0, lineWidth: 0.5, lineColor: color.ink200 }], margin: [0, 5, 0, 0] },
      ],
      fontSize: 8.5,
      color: color.ink500,
      margin: [margin.left, 46, margin.right, 0],
    },
  };
}

/** A dotted leader: the bottom rule of the cell between a heading and its page number. */
const leaderLayout: CustomTableLayout = {
  defaultBorder: false,
  hLineWidth: () => 0.8,
  hLineColor: () => color.ink300,
  hLineStyle: () => ({ dash: { length: 0.8, space: 3 } }),
  paddingLeft: (index) => (index === 2 ? 8 : 0),
  paddingRight: (index) => (index === 2 ? 6 : 0),
  paddingTop: () => 0,
  paddingBottom: () => 0,
};

/** Each chapter's number, heading with a dotted leader to its page number, and summary; the first line links to the chapter. */
function contents(guide: Guide): Content {
  return {
    pageBreak: "before",
    stack: [
      { text: guide.labels.contents, outline: true, bold: true, fontSize: 25, color: color.ink950, margin: [0, 8, 0, 26] },
      // A table per line, so that each leader starts where its own heading ends.
      ...guide.sections.map((section, index): Content => ({
        table: {
          // Wide enough for the placeholder pdfmake measures before it knows the page number.
          widths: [34, "auto", "*", 44],
          body: [
            [
              { text: String(index + 1).padStart(2, "0"), ...semibold, fontSize: 11, color: color.brand600, linkToDestination: section.id, margin: [0, 1.5, 0, 0] },
              { text: section.heading, ...semibold, fontSize: 12.5, color: color.ink950, linkToDestination: section.id },
              { text: "", border: [false, false, false, true], margin: [0, 0, 0, 3.5] },
              { text: [{ pageReference: section.id }], ...semibold, fontSize: 12.5, color: color.ink950, alignment: "right", linkToDestination: section.id },
            ],
            [
              "",
              { text: section.summary, colSpan: 3, fontSize: 9.5, lineHeight: 1.25, color: color.ink600, margin: [0, 4, 0, 18] },
              "",
              "",
            ],
          ] satisfies TableCell[][],
        },
        layout: leaderLayout,
      })),
    ],
  };
}

function cover(guide: Guide): Content[] {
  return [
    { text: guide.labels.coverEyebrow.toUpperCase(), ...semibold, fontSize: 10, color: color.accent300, characterSpacing: 2, margin: [0, 420 - margin.top, 0, 14] },
    { text: guide.title, bold: true, fontSize: 38, lineHeight: 1.05, color: color.white, margin: [0, 0, contentWidth - 400, 0] },
    { text: guide.subtitle, fontSize: 14, lineHeight: 1.35, color: color.ink200, margin: [0, 18, contentWidth - 400, 0] },
  ];
}

/** The cover's art and its foot, drawn behind the page so that they take no room from the text. */
function coverBackground(guide: Guide, year: number, siteHost: string): Content {
  const footerY = page.height - 130;
  return [
    {
      canvas: [
        { type: "rect", x: 0, y: 0, w: page.width, h: page.height, color: color.ink950 },
        { type: "ellipse", x: page.width - 30, y: 120, r1: 230, r2: 230, color: color.brand700, fillOpacity: 0.55 },
        { type: "ellipse", x: page.width + 20, y: 80, r1: 150, r2: 150, color: color.brand600, fillOpacity: 0.7 },
        { type: "ellipse", x: page.width - 150, y: 330, r1: 54, r2: 54, lineColor: color.accent300, lineWidth: 1.2, strokeOpacity: 0.7 },
        { type: "line", x1: margin.left, y1: footerY, x2: page.width - margin.right, y2: footerY, lineWidth: 0.5, lineColor: color.ink700 },
      ],
    },
    {
      absolutePosition: { x: margin.left, y: footerY + 22 },
      stack: [
        { text: guide.labels.publisher, ...semibold, fontSize: 13, color: color.white, margin: [0, 0, 0, 4] },
        { text: `${year} · ${siteHost}`, fontSize: 10, color: color.ink300 },
      ],
    },
  ];
}

/** No heading or introduction ends a page: it starts the next one when too little room is left under it. */
function pageBreakBefore(node: Node): boolean {
  return node.headlineLevel !== undefined && (1 - node.startPosition.verticalRatio) * bodyHeight < node.headlineLevel;
}

export interface GuideLayoutOptions {
  /** Stored as the creation date and printed as the year on the cover. */
  createdAt: Date;
  siteUrl: string;
}

/** The whole document; pdfmake lays it out. */
export function guideDocument(guide: Guide, { createdAt, siteUrl }: GuideLayoutOptions): TDocumentDefinitions {
  return {
    pageSize: "A4",
    pageMargins: [margin.left, margin.top, margin.right, margin.bottom],
    language: "sv-SE",
    displayTitle: true,
    version: "1.7",
    info: {
      title: guide.title,
      subject: guide.subtitle,
      author: guide.brandName,
      creator: guide.brandName,
      producer: guide.brandName,
      keywords: "AI, kundservice, automatisering, röstassistent, chattbot, GDPR, AI-förordningen",
      creationDate: createdAt,
    },
    defaultStyle: { font: fontFamilies.text, fontSize: 10.5, color: color.ink800 },
    styles,
    background: (pageNumber) => (pageNumber === 1 ? coverBackground(guide, createdAt.getUTCFullYear(), new URL(siteUrl).host) : null),
    footer: (pageNumber) =>
      pageNumber === 1
        ? null
        : {
            columns: [guide.brandName, { text: String(pageNumber), ...semibold, color: color.ink600, alignment: "right" }],
            fontSize: 8.5,
            color: color.ink500,
            margin: [margin.left, margin.bottom - 52, margin.right, 0],
          },
    pageBreakBefore,
    content: [
      ...cover(guide),
      contents(guide),
      ...guide.sections.map((section, index) => chapter(guide, section, index)),
    ],
  };
}
