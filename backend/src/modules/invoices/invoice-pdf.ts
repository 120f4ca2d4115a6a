import PDFDocument from 'pdfkit';
import { FONT_FILES } from '../../common/text/fonts.js';
import { gstDocumentLines, type GstDocumentData } from './gst-document.js';

export type { GstDocumentData } from './gst-document.js';

/**
 * DejaVu Sans (from the `dejavu-fonts-ttf` npm package, so every install has it): pdfkit's built-in
 * fonts have no ₹ sign. pdfkit embeds only the glyphs used, so a document stays around 20-30 KB.
 */
const FONT_REGULAR = FONT_FILES.latin;
const FONT_BOLD = FONT_FILES.latinBold;

const PAGE_MARGIN = 48;
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

type Doc = PDFKit.PDFDocument;

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
}

/** Label/value rows at x, each value right-aligned in `width`; returns the y below the last row. */
function rows(
  doc: Doc,
  items: [string, string][],
  x: number,
  y: number,
  width: number,
  { boldRow = -1, labelShare = 0.55 } = {},
): number {
  let cursor = y;
  items.forEach(([label, value], i) => {
    const bold = i === boldRow;
    doc
      .font(bold ? 'Bold' : 'Regular')
      .fontSize(bold ? 10.5 : 9.5)
      .fillColor(INK);
    const labelWidth = width * labelShare;
    doc.text(label, x, cursor, { width: labelWidth });
    const labelBottom = doc.y;
    doc.text(value, x + labelWidth, cursor, { width: width - labelWidth, align: 'right' });
    cursor = Math.max(labelBottom, doc.y) + 3;
  });
  return cursor;
}

function render(doc: Doc, data: GstDocumentData): void {
  const lines = gstDocumentLines(data);
  const left = PAGE_MARGIN;
  const contentWidth = doc.page.width - PAGE_MARGIN * 2;
  const half = contentWidth / 2 - 12;

  doc.font('Bold').fontSize(18).fillColor(INK).text(lines.title, left, PAGE_MARGIN);
  if (lines.warning) {
    doc.moveDown(0.3).font('Bold').fontSize(9.5).fillColor('#b91c1c');
    doc.text(lines.warning, left, doc.y, { width: contentWidth });
  }
  const top = doc.y + 10;

  // Seller (left) and document details (right).
  doc
    .font('Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(lines.sellerLines[0], left, top, { width: half });
  doc.font('Regular').fontSize(9.5).fillColor(MUTED);
  for (const line of lines.sellerLines.slice(1)) doc.text(line, { width: half });
  const sellerBottom = doc.y;
  const detailsBottom = rows(doc, lines.details, left + half + 24, top, half, { labelShare: 0.4 });
  let y = Math.max(sellerBottom, detailsBottom) + 12;
  rule(doc, y);
  y += 10;

  doc.font('Bold').fontSize(10).fillColor(INK).text('Billed to', left, y);
  doc.font('Regular').fontSize(9.5).fillColor(MUTED);
  for (const line of lines.buyerLines) doc.text(line, { width: contentWidth });
  y = doc.y + 12;

  // The one line item.
  const cols = [
    { title: 'Description', width: contentWidth * 0.38, align: 'left' as const },
    { title: 'SAC', width: contentWidth * 0.1, align: 'left' as const },
    { title: 'Period', width: contentWidth * 0.32, align: 'left' as const },
    { title: 'Taxable value', width: contentWidth * 0.2, align: 'right' as const },
  ];
  const cells = [lines.item.description, lines.item.sac, lines.item.period, lines.item.taxable];
  doc.rect(left, y, contentWidth, 20).fill('#f3f4f6');
  let x = left;
  doc.font('Bold').fontSize(9).fillColor(INK);
  for (const col of cols) {
    doc.text(col.title, x + 4, y + 6, { width: col.width - 8, align: col.align });
    x += col.width;
  }
  y += 26;
  x = left;
  let rowBottom = y;
  doc.font('Regular').fontSize(9.5).fillColor(INK);
  cols.forEach((col, i) => {
    doc.text(cells[i], x + 4, y, { width: col.width - 8, align: col.align });
    rowBottom = Math.max(rowBottom, doc.y);
    x += col.width;
  });
  y = rowBottom + 8;
  rule(doc, y);
  y += 10;

  // Totals on the right, then the total in words.
  const totalsWidth = contentWidth * 0.6;
  y =
    rows(doc, lines.totals, left + contentWidth - totalsWidth, y, totalsWidth, {
      boldRow: lines.totalRow,
      labelShare: 0.7,
    }) + 6;
  rule(doc, y);
  y += 10;
  doc.font('Bold').fontSize(9.5).fillColor(INK).text('Amount in words: ', left, y, {
    continued: true,
  });
  doc.font('Regular').text(lines.totalInWords, { width: contentWidth });
  y = doc.y + 14;

  doc.font('Regular').fontSize(8.5).fillColor(MUTED);
  for (const note of lines.notes) {
    doc.text(note, left, y, { width: contentWidth });
    y = doc.y + 4;
  }
}

/**
 * Renders a GST tax invoice or credit note as a PDF (A4, selectable text, embedded font subset).
 * Pure: the same data gives the same document apart from its creation date.
 */
export function renderGstDocumentPdf(data: GstDocumentData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: PAGE_MARGIN,
      info: {
        Title: `${data.kind === 'credit_note' ? 'Credit note' : 'Tax invoice'} ${data.number}`,
        Author: data.seller.legalName,
        Subject: data.plan.name,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.registerFont('Regular', FONT_REGULAR);
      doc.registerFont('Bold', FONT_BOLD);
      render(doc, data);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
