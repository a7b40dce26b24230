import { readFile } from "node:fs/promises";
import PDFDocument from "pdfkit";
import subsetFont from "subset-font";
import {
  buildGuide,
  type Guide,
  type GuideBlock,
  type GuideChecklistGroup,
  type GuideContactLine,
  type GuideSection,
  type GuideTableColumn,
  type GuideTableRow,
  type GuideTerm,
} from "../../app/content/guide.ts";

/*
 * Sets the guide (app/content/guide.ts) as an A4 PDF: cover, table of contents with
 * page numbers and links, running heads, bookmarks. Pages are buffered so that the
 * table of contents and the running heads are drawn once every page exists.
 */

export interface GuidePdfOptions {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
  /** Stored as the creation date and printed as the year on the cover. Same date, same bytes. */
  createdAt?: Date;
}

type Weight = "regular" | "semibold" | "bold";
type Fonts = Record<Weight, Uint8Array>;
type Doc = PDFKit.PDFDocument;

const fontWeights: Record<Weight, number> = { regular: 400, semibold: 600, bold: 700 };

/** The site's own Inter, a variable font cut to the characters Swedish text needs. */
const variableFontFile = new URL("../../app/assets/fonts/inter-sv-wght.woff2", import.meta.url);

let fontsLoading: Promise<Fonts> | undefined;

/**
 * pdfkit's font engine cannot pick a weight from a variable WOFF2 (it fails on the
 * variation and on composite glyphs such as å), so each weight is instanced once per
 * process into a static TrueType font with HarfBuzz.
 */
function loadFonts(): Promise<Fonts> {
  fontsLoading ??= instanceFonts().catch((error: unknown) => {
    fontsLoading = undefined;
    throw error;
  });
  return fontsLoading;
}

async function instanceFonts(): Promise<Fonts> {
  const variableFont = await readFile(variableFontFile);
  const everyCharacter = [
    [0x20, 0x7e],
    [0xa0, 0x24f],
    [0x2000, 0x2212],
  ]
    .flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");
  const instance = (weight: number) =>
    subsetFont(variableFont, everyCharacter, { targetFormat: "truetype", variationAxes: { wght: weight } });
  const [regular, semibold, bold] = await Promise.all([
    instance(fontWeights.regular),
    instance(fontWeights.semibold),
    instance(fontWeights.bold),
  ]);
  return { regular, semibold, bold };
}

const page = { width: 595.28, height: 841.89 };
const margin = { top: 96, bottom: 86, left: 78, right: 78 };
const contentWidth = page.width - margin.left - margin.right;
const bottomLimit = page.height - margin.bottom;

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

const bodyText = { size: 10.5, lineGap: 5 };
const paragraphGap = 10;
const listIndent = 18;
const itemGap = 4;

interface Layout {
  doc: Doc;
  guide: Guide;
  /** The chapter each page belongs to, by page index; the running head names it. */
  chapterOfPage: (GuideSection | undefined)[];
  currentChapter: GuideSection | undefined;
  chapterStarts: { section: GuideSection; pageIndex: number }[];
}

function setType(doc: Doc, weight: Weight, size: number, fill: string): Doc {
  return doc.font(weight).fontSize(size).fillColor(fill);
}

function lineAdvance(doc: Doc, lineGap: number): number {
  return doc.currentLineHeight(true) + lineGap;
}

function currentPageIndex(doc: Doc): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}

function atPageTop(doc: Doc): boolean {
  return doc.y <= margin.top + 0.5;
}

/** Starts a new page unless `height` still fits on this one. */
function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit && !atPageTop(doc)) doc.addPage();
}

/**
 * Draws body text that may run onto the next page so that each page gets at least two
 * of its lines: no orphan at the foot of a page, no widow at the head of the next.
 */
function flowing(doc: Doc, height: number, draw: () => void): void {
  const advance = lineAdvance(doc, bodyText.lineGap);
  const lines = Math.round(height / advance);
  const linesThatFit = Math.floor((bottomLimit - doc.y) / advance);
  if (lines <= linesThatFit || atPageTop(doc)) return draw();
  if (linesThatFit < 2 || (lines - linesThatFit < 2 && linesThatFit < 3)) {
    doc.addPage();
    return draw();
  }
  if (lines - linesThatFit >= 2) return draw();
  // One line would be left over: end this page a line early instead.
  const current = doc.page;
  const margins = current.margins;
  current.margins = { ...margins, bottom: margins.bottom + advance };
  draw();
  current.margins = margins;
}

function plainText(item: string | GuideTerm): string {
  return typeof item === "string" ? item : `${item.term} ${item.text}`;
}

function bodyHeight(doc: Doc, text: string, width: number): number {
  setType(doc, "regular", bodyText.size, color.ink800);
  return doc.heightOfString(text, { width, lineGap: bodyText.lineGap });
}

/** How much of a block must share the page with the heading above it. */
function openingHeight(doc: Doc, block: GuideBlock | undefined): number {
  if (!block) return 0;
  setType(doc, "regular", bodyText.size, color.ink800);
  const threeLines = 3 * lineAdvance(doc, bodyText.lineGap);
  switch (block.kind) {
    case "paragraph":
      return Math.min(bodyHeight(doc, block.text, contentWidth), threeLines);
    case "list":
      return (block.intro ? bodyHeight(doc, block.intro, contentWidth) + itemGap : 0) + (2 / 3) * threeLines;
    case "callout":
      return calloutHeight(doc, block);
    case "table":
      return tableOpeningHeight(doc, block);
    default:
      return threeLines;
  }
}

/** Draws in the page margins: pdfkit would otherwise start a new page for text below the bottom margin. */
function inMargins(doc: Doc, draw: () => void): void {
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, top: 0, bottom: 0 };
  draw();
  doc.page.margins = margins;
}

function drawCover(doc: Doc, guide: Guide, year: number, siteHost: string): void {
  doc.rect(0, 0, page.width, page.height).fill(color.ink950);
  doc.save();
  doc.fillOpacity(0.55).circle(page.width - 30, 120, 230).fill(color.brand700);
  doc.fillOpacity(0.7).circle(page.width + 20, 80, 150).fill(color.brand600);
  doc.fillOpacity(1).strokeOpacity(0.7).lineWidth(1.2).circle(page.width - 150, 330, 54).stroke(color.accent300);
  doc.restore();

  const textWidth = 400;
  setType(doc, "semibold", 10, color.accent300).text(guide.labels.coverEyebrow.toUpperCase(), margin.left, 420, {
    width: textWidth,
    characterSpacing: 2,
  });
  setType(doc, "bold", 38, color.white).text(guide.title, margin.left, doc.y + 14, { width: textWidth, lineGap: 2 });
  setType(doc, "regular", 14, color.ink200).text(guide.subtitle, margin.left, doc.y + 18, { width: textWidth, lineGap: 6 });

  const footerY = page.height - 130;
  doc.moveTo(margin.left, footerY).lineTo(page.width - margin.right, footerY).lineWidth(0.5).stroke(color.ink700);
  inMargins(doc, () => {
    setType(doc, "semibold", 13, color.white).text(guide.labels.publisher, margin.left, footerY + 22, { width: contentWidth });
    setType(doc, "regular", 10, color.ink300).text(`${year} · ${siteHost}`, margin.left, doc.y + 4, { width: contentWidth });
  });
}

function drawChapterOpening(layout: Layout, section: GuideSection, chapterNumber: number): void {
  const { doc, guide } = layout;
  layout.currentChapter = section;
  doc.addPage();
  layout.chapterStarts.push({ section, pageIndex: currentPageIndex(doc) });
  doc.addNamedDestination(section.id, "XYZ", 0, 0, null);

  setType(doc, "semibold", 9, color.brand600).text(guide.labels.chapter(chapterNumber).toUpperCase(), margin.left, margin.top + 8, {
    width: contentWidth,
    characterSpacing: 1.5,
  });
  setType(doc, "bold", 25, color.ink950).text(section.heading, margin.left, doc.y + 8, { width: contentWidth, lineGap: 2 });
  setType(doc, "regular", 12.5, color.ink600).text(section.summary, margin.left, doc.y + 10, { width: contentWidth, lineGap: 5 });
  const ruleY = doc.y + 16;
  doc.moveTo(margin.left, ruleY).lineTo(margin.left + 44, ruleY).lineWidth(2.5).stroke(color.brand600);
  doc.y = ruleY + 26;
}

function drawParagraph(doc: Doc, text: string, next: GuideBlock | undefined): void {
  const height = bodyHeight(doc, text, contentWidth);
  // A paragraph that introduces a table stays with it.
  if (next?.kind === "table") keepTogether(doc, height + paragraphGap + openingHeight(doc, next));
  flowing(doc, height, () => {
    setType(doc, "regular", bodyText.size, color.ink800).text(text, margin.left, doc.y, {
      width: contentWidth,
      lineGap: bodyText.lineGap,
    });
  });
  doc.y += paragraphGap;
}

function drawSubheading(doc: Doc, text: string, next: GuideBlock | undefined): void {
  setType(doc, "semibold", 13.5, color.ink950);
  const height = doc.heightOfString(text, { width: contentWidth, lineGap: 2 });
  const spaceBefore = 10;
  keepTogether(doc, spaceBefore + height + 8 + openingHeight(doc, next));
  if (!atPageTop(doc)) doc.y += spaceBefore;
  setType(doc, "semibold", 13.5, color.ink950).text(text, margin.left, doc.y, { width: contentWidth, lineGap: 2 });
  doc.y += 8;
}

/** A body line of a list: a bold lead-in when the item has one, then the text. */
function drawItemText(doc: Doc, item: string | GuideTerm, x: number, y: number, width: number): void {
  const options = { width, lineGap: bodyText.lineGap };
  if (typeof item === "string") {
    setType(doc, "regular", bodyText.size, color.ink800).text(item, x, y, options);
    return;
  }
  setType(doc, "semibold", bodyText.size, color.ink950).text(`${item.term} `, x, y, { ...options, continued: true });
  setType(doc, "regular", bodyText.size, color.ink800).text(item.text, { ...options, continued: false });
}

/** The middle of the x-height of the first body line at `y`, where bullets and boxes sit. */
function firstLineMiddle(y: number): number {
  return y + bodyText.size * 0.68;
}

function drawList(doc: Doc, intro: string | undefined, items: readonly (string | GuideTerm)[]): void {
  const textX = margin.left + listIndent;
  const textWidth = contentWidth - listIndent;
  if (intro) {
    const introHeight = bodyHeight(doc, intro, contentWidth);
    keepTogether(doc, introHeight + itemGap + 2 * lineAdvance(doc, bodyText.lineGap));
    setType(doc, "regular", bodyText.size, color.ink800).text(intro, margin.left, doc.y, {
      width: contentWidth,
      lineGap: bodyText.lineGap,
    });
    doc.y += itemGap;
  }
  const heights = items.map((item) => bodyHeight(doc, plainText(item), textWidth));
  const twoLines = 2 * lineAdvance(doc, bodyText.lineGap);
  items.forEach((item, index) => {
    const height = heights[index] ?? 0;
    const last = heights[index + 1];
    // The last item never starts a page alone.
    if (index === items.length - 2 && last !== undefined) keepTogether(doc, height + itemGap + Math.min(last, twoLines));
    flowing(doc, height, () => {
      const y = doc.y;
      doc.circle(margin.left + 5, firstLineMiddle(y), 2.2).fill(color.brand600);
      drawItemText(doc, item, textX, y, textWidth);
    });
    doc.y += itemGap;
  });
  doc.y += paragraphGap - itemGap;
}

function drawSteps(layout: Layout, steps: readonly { title: string; text: string }[], outline: PDFKit.PDFOutline): void {
  const { doc } = layout;
  const badge = 11;
  const textX = margin.left + 2 * badge + 14;
  const textWidth = contentWidth - (textX - margin.left);
  steps.forEach((step, index) => {
    setType(doc, "semibold", 12, color.ink950);
    const titleHeight = doc.heightOfString(step.title, { width: textWidth });
    keepTogether(doc, titleHeight + 4 + 3 * lineAdvance(doc, bodyText.lineGap));
    const y = doc.y;
    outline.addItem(`${index + 1}. ${step.title}`, wholePage);
    doc.circle(margin.left + badge, y + 8, badge).fill(color.brand600);
    setType(doc, "semibold", 10.5, color.white).text(String(index + 1), margin.left, y + 8 - 6.4, {
      width: 2 * badge,
      align: "center",
      lineBreak: false,
    });
    setType(doc, "semibold", 12, color.ink950).text(step.title, textX, y + 1, { width: textWidth });
    doc.y += 4;
    flowing(doc, bodyHeight(doc, step.text, textWidth), () => {
      setType(doc, "regular", bodyText.size, color.ink800).text(step.text, textX, doc.y, {
        width: textWidth,
        lineGap: bodyText.lineGap,
      });
    });
    doc.y += 14;
  });
  doc.y += paragraphGap - 14;
}

const callout = { padding: 16, bar: 3, titleGap: 6 };
const calloutTextX = margin.left + callout.bar + callout.padding;
const calloutTextWidth = contentWidth - callout.bar - 2 * callout.padding;

function calloutHeight(doc: Doc, block: Extract<GuideBlock, { kind: "callout" }>): number {
  setType(doc, "semibold", 11.5, color.ink950);
  let height = 2 * callout.padding + doc.heightOfString(block.title, { width: calloutTextWidth }) + callout.titleGap;
  for (const item of block.items ?? []) height += bodyHeight(doc, item, calloutTextWidth - listIndent + 4) + itemGap;
  if (block.text) height += bodyHeight(doc, block.text, calloutTextWidth);
  return height;
}

function drawCallout(doc: Doc, block: Extract<GuideBlock, { kind: "callout" }>): void {
  const height = calloutHeight(doc, block);
  keepTogether(doc, height);
  if (!atPageTop(doc)) doc.y += 4;
  const top = doc.y;
  doc.roundedRect(margin.left, top, contentWidth, height, 6).fill(color.brand50);
  doc.rect(margin.left, top, callout.bar, height).fill(color.brand600);

  setType(doc, "semibold", 11.5, color.ink950).text(block.title, calloutTextX, top + callout.padding, { width: calloutTextWidth });
  doc.y += callout.titleGap;
  for (const item of block.items ?? []) {
    const y = doc.y;
    doc.circle(calloutTextX + 3, firstLineMiddle(y), 2).fill(color.brand600);
    setType(doc, "regular", bodyText.size, color.ink800).text(item, calloutTextX + listIndent - 4, y, {
      width: calloutTextWidth - listIndent + 4,
      lineGap: bodyText.lineGap,
    });
    doc.y += itemGap;
  }
  if (block.text) {
    setType(doc, "regular", bodyText.size, color.ink800).text(block.text, calloutTextX, doc.y, {
      width: calloutTextWidth,
      lineGap: bodyText.lineGap,
    });
  }
  doc.y = top + height + paragraphGap + 6;
}

const table = { size: 9.5, lineGap: 2.5, cellPadding: 7, numericWidth: 92, gutter: 16 };

/** Amounts get a fixed column on the right; the text columns share the rest. */
function columnLayout(columns: readonly GuideTableColumn[]): { x: number; width: number; numeric: boolean }[] {
  const numericCount = columns.filter((column) => column.numeric).length;
  const textCount = columns.length - numericCount;
  const gutters = (columns.length - 1) * table.gutter;
  const textWidth = (contentWidth - gutters - numericCount * table.numericWidth) / Math.max(textCount, 1);
  let x = margin.left;
  return columns.map((column) => {
    const width = column.numeric ? table.numericWidth : textWidth;
    const cell = { x, width, numeric: column.numeric === true };
    x += width + table.gutter;
    return cell;
  });
}

function tableHeaderHeight(doc: Doc): number {
  setType(doc, "semibold", 8.5, color.ink600);
  return doc.currentLineHeight() + 2 * 5;
}

function tableRowHeight(doc: Doc, columns: readonly GuideTableColumn[], row: GuideTableRow): number {
  const cells = columnLayout(columns);
  let height = 0;
  row.cells.forEach((text, index) => {
    const cell = cells[index];
    if (!cell) return;
    setType(doc, row.total ? "semibold" : "regular", table.size, color.ink800);
    let cellHeight = doc.heightOfString(text || " ", { width: cell.width, lineGap: table.lineGap });
    if (index === 0 && row.detail) {
      setType(doc, "regular", 8.5, color.ink500);
      cellHeight += 2 + doc.heightOfString(row.detail, { width: cell.width, lineGap: 1.5 });
    }
    height = Math.max(height, cellHeight);
  });
  return height + 2 * table.cellPadding;
}

function drawTableHeader(doc: Doc, columns: readonly GuideTableColumn[]): void {
  const cells = columnLayout(columns);
  const top = doc.y;
  columns.forEach((column, index) => {
    const cell = cells[index];
    if (!cell) return;
    setType(doc, "semibold", 8.5, color.ink600).text(column.label, cell.x, top + 5, {
      width: cell.width,
      align: cell.numeric ? "right" : "left",
      lineBreak: false,
    });
  });
  const bottom = top + tableHeaderHeight(doc);
  doc.moveTo(margin.left, bottom).lineTo(margin.left + contentWidth, bottom).lineWidth(0.8).stroke(color.ink300);
  doc.y = bottom;
}

/** The header and the first three rows: a table never starts with fewer at the foot of a page. */
function tableOpeningHeight(doc: Doc, block: Extract<GuideBlock, { kind: "table" }>): number {
  const rows = block.rows.slice(0, 3);
  return tableHeaderHeight(doc) + rows.reduce((sum, row) => sum + tableRowHeight(doc, block.columns, row), 0);
}

function drawTable(doc: Doc, block: Extract<GuideBlock, { kind: "table" }>): void {
  const cells = columnLayout(block.columns);
  keepTogether(doc, tableOpeningHeight(doc, block));
  drawTableHeader(doc, block.columns);
  block.rows.forEach((row, rowIndex) => {
    const height = tableRowHeight(doc, block.columns, row);
    if (doc.y + height > bottomLimit) {
      doc.addPage();
      drawTableHeader(doc, block.columns);
    }
    const top = doc.y;
    const previous = block.rows[rowIndex - 1];
    if (row.total && previous && !previous.total) {
      doc.moveTo(margin.left, top).lineTo(margin.left + contentWidth, top).lineWidth(0.8).stroke(color.ink300);
    }
    row.cells.forEach((text, index) => {
      const cell = cells[index];
      if (!cell) return;
      const emphasis = row.total && (index === 0 || cell.numeric);
      setType(doc, emphasis ? "semibold" : "regular", table.size, emphasis ? color.ink950 : color.ink800).text(
        text,
        cell.x,
        top + table.cellPadding,
        { width: cell.width, lineGap: table.lineGap, align: cell.numeric ? "right" : "left" },
      );
      if (index === 0 && row.detail) {
        setType(doc, "regular", 8.5, color.ink500).text(row.detail, cell.x, doc.y + 2, { width: cell.width, lineGap: 1.5 });
      }
    });
    const bottom = top + height;
    doc.moveTo(margin.left, bottom).lineTo(margin.left + contentWidth, bottom).lineWidth(0.5).stroke(color.ink100);
    doc.y = bottom;
  });
  doc.y += 6;
  if (block.note) {
    setType(doc, "regular", 8.5, color.ink500).text(block.note, margin.left, doc.y, { width: contentWidth });
  }
  doc.y += paragraphGap + 4;
}

function drawChecklist(doc: Doc, groups: readonly GuideChecklistGroup[]): void {
  const box = 10;
  const textX = margin.left + box + 12;
  const textWidth = contentWidth - (textX - margin.left);
  for (const group of groups) {
    setType(doc, "semibold", 12, color.ink950);
    const titleHeight = doc.heightOfString(group.title, { width: contentWidth });
    const itemsHeight = group.items.reduce((sum, item) => sum + bodyHeight(doc, item, textWidth) + itemGap + 2, 0);
    // A group is ticked off as a whole, so it stays on one page.
    keepTogether(doc, 12 + titleHeight + 8 + itemsHeight);
    if (!atPageTop(doc)) doc.y += 12;
    setType(doc, "semibold", 12, color.ink950).text(group.title, margin.left, doc.y, { width: contentWidth });
    doc.y += 8;
    for (const item of group.items) {
      keepTogether(doc, bodyHeight(doc, item, textWidth));
      const y = doc.y;
      const middle = firstLineMiddle(y);
      doc.roundedRect(margin.left, middle - box / 2, box, box, 2).lineWidth(0.9).stroke(color.ink500);
      setType(doc, "regular", bodyText.size, color.ink800).text(item, textX, y, { width: textWidth, lineGap: bodyText.lineGap });
      doc.y += itemGap + 2;
    }
  }
  doc.y += paragraphGap;
}

function drawContact(doc: Doc, lines: readonly GuideContactLine[]): void {
  const padding = 20;
  const lineHeight = 44;
  const height = 2 * padding + lines.length * lineHeight - 8;
  keepTogether(doc, height);
  if (!atPageTop(doc)) doc.y += 6;
  const top = doc.y;
  doc.roundedRect(margin.left, top, contentWidth, height, 8).fill(color.ink950);
  lines.forEach((line, index) => {
    const y = top + padding + index * lineHeight;
    setType(doc, "regular", 9, color.ink300).text(line.label, margin.left + padding, y, { width: contentWidth - 2 * padding });
    setType(doc, "semibold", 13, color.white).text(line.text, margin.left + padding, doc.y + 3, {
      width: contentWidth - 2 * padding,
      link: line.href,
      lineBreak: false,
    });
  });
  doc.y = top + height + paragraphGap;
}

/** pdfkit's outline entries point at a page; `fit` shows the whole page (its typings omit the key). */
const wholePage = { expanded: false, fit: true };

function drawSection(layout: Layout, section: GuideSection, chapterNumber: number): void {
  const { doc } = layout;
  drawChapterOpening(layout, section, chapterNumber);
  const outline = doc.outline.addItem(section.heading, wholePage);
  section.blocks.forEach((block, index) => {
    switch (block.kind) {
      case "paragraph":
        return drawParagraph(doc, block.text, section.blocks[index + 1]);
      case "subheading":
        drawSubheading(doc, block.text, section.blocks[index + 1]);
        outline.addItem(block.text, wholePage);
        return;
      case "list":
        return drawList(doc, block.intro, block.items);
      case "steps":
        return drawSteps(layout, block.items, outline);
      case "callout":
        return drawCallout(doc, block);
      case "table":
        return drawTable(doc, block);
      case "checklist":
        return drawChecklist(doc, block.groups);
      case "contact":
        return drawContact(doc, block.lines);
    }
  });
}

function drawContents(layout: Layout, pageIndex: number): void {
  const { doc, guide } = layout;
  doc.switchToPage(pageIndex);
  setType(doc, "bold", 25, color.ink950).text(guide.labels.contents, margin.left, margin.top + 8, { width: contentWidth });
  let y = doc.y + 26;
  const numberWidth = 34;
  const pageNumberWidth = 36;
  const headingX = margin.left + numberWidth;
  const headingWidth = contentWidth - numberWidth - pageNumberWidth;
  layout.chapterStarts.forEach(({ section, pageIndex: start }, index) => {
    const top = y;
    setType(doc, "semibold", 11, color.brand600).text(String(index + 1).padStart(2, "0"), margin.left, y, { width: numberWidth });
    setType(doc, "semibold", 12.5, color.ink950).text(section.heading, headingX, y - 1, { width: headingWidth });
    const headingEnd = headingX + doc.widthOfString(section.heading);
    const leaderY = y + 11;
    if (headingEnd + 12 < margin.left + contentWidth - pageNumberWidth) {
      doc
        .moveTo(headingEnd + 8, leaderY)
        .lineTo(margin.left + contentWidth - pageNumberWidth + 6, leaderY)
        .lineWidth(0.8)
        .dash(0.8, { space: 3 })
        .stroke(color.ink300)
        .undash();
    }
    setType(doc, "semibold", 12.5, color.ink950).text(String(start + 1), margin.left + contentWidth - pageNumberWidth, y - 1, {
      width: pageNumberWidth,
      align: "right",
    });
    setType(doc, "regular", 9.5, color.ink600).text(section.summary, headingX, y + 19, { width: headingWidth, lineGap: 2.5 });
    y = doc.y + 18;
    doc.goTo(margin.left, top - 4, contentWidth, y - top - 6, section.id);
  });
}

/** Running head and page number on every page but the cover, drawn in the margins. */
function drawRunningHeads(layout: Layout): void {
  const { doc } = layout;
  const range = doc.bufferedPageRange();
  for (let index = range.start + 1; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    inMargins(doc, () => drawRunningHead(layout, index));
  }
}

function drawRunningHead({ doc, guide, chapterOfPage }: Layout, index: number): void {
  const chapter = chapterOfPage[index];
  if (chapter) {
    setType(doc, "regular", 8.5, color.ink500).text(guide.title, margin.left, 46, { width: contentWidth / 2, lineBreak: false });
    doc.text(chapter.heading, margin.left + contentWidth / 2, 46, { width: contentWidth / 2, align: "right", lineBreak: false });
    doc.moveTo(margin.left, 62).lineTo(margin.left + contentWidth, 62).lineWidth(0.5).stroke(color.ink200);
  }
  const footerY = page.height - 52;
  setType(doc, "regular", 8.5, color.ink500).text(guide.brandName, margin.left, footerY, { width: contentWidth / 2, lineBreak: false });
  setType(doc, "semibold", 8.5, color.ink600).text(String(index + 1), margin.left + contentWidth / 2, footerY, {
    width: contentWidth / 2,
    align: "right",
    lineBreak: false,
  });
}

/** The guide as a finished PDF: A4, Inter embedded, Swedish, with bookmarks. */
export async function renderGuidePdf({ brandName, siteUrl, contactEmail, createdAt = new Date() }: GuidePdfOptions): Promise<Buffer> {
  const fonts = await loadFonts();
  const guide = buildGuide({ brandName, siteUrl, contactEmail });
  const doc = new PDFDocument({
    size: "A4",
    margins: margin,
    bufferPages: true,
    autoFirstPage: false,
    lang: "sv-SE",
    displayTitle: true,
    pdfVersion: "1.7",
    info: {
      Title: guide.title,
      Subject: guide.subtitle,
      Author: brandName,
      Creator: brandName,
      Keywords: "AI, kundservice, automatisering, röstassistent, chattbot, GDPR, AI-förordningen",
      CreationDate: createdAt,
    },
  });
  for (const weight of Object.keys(fonts) as Weight[]) doc.registerFont(weight, fonts[weight]);

  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const layout: Layout = { doc, guide, chapterOfPage: [], currentChapter: undefined, chapterStarts: [] };
  doc.on("pageAdded", () => {
    layout.chapterOfPage[currentPageIndex(doc)] = layout.currentChapter;
  });

  doc.addPage();
  drawCover(doc, guide, createdAt.getFullYear(), new URL(siteUrl).host);
  doc.addPage();
  const contentsPage = currentPageIndex(doc);
  doc.outline.addItem(guide.labels.contents, wholePage);
  guide.sections.forEach((section, index) => drawSection(layout, section, index + 1));
  drawContents(layout, contentsPage);
  drawRunningHeads(layout);
  doc.end();
  return finished;
}
