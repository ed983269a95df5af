import { createRequire } from 'node:module';
import type { ClaimLetterContent } from '../letter/claim-letter-content.js';

/**
 * Lays out a claim letter as a PDF in DIN 5008 form B (A4, address window 20 mm from the left and 45 mm from the
 * top, information block at 125 mm, fold marks at 105 and 210 mm, hole mark at 148.5 mm), with pdfkit. The text
 * font is DejaVu Sans, embedded (subset): every name a notice can carry (ä, ö, ü, ß, but also ł, ő, č …) prints
 * and can be copied out of the PDF as text, which the 14 standard PDF fonts (WinAnsi only) cannot promise.
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const mm = (value: number) => (value * 72) / 25.4;

const PAGE = { width: mm(210), height: mm(297) };
const LEFT = mm(25);
const RIGHT = PAGE.width - mm(20);
const BODY_WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - mm(25);
const TEXT_SIZE = 10.5;
const GREY = '#555555';

/** Columns of the claims table: Nr., Art, Grund, Belege, Betrag (right-aligned); widths in mm add up to 165. */
const COLUMNS = [
  { title: 'Nr.', width: mm(10), align: 'left' },
  { title: 'Art', width: mm(30), align: 'left' },
  { title: 'Grund', width: mm(62), align: 'left' },
  { title: 'Belege', width: mm(33), align: 'left' },
  { title: 'Betrag', width: mm(30), align: 'right' },
] as const;
const CELL_PADDING = mm(1.2);

type Doc = PDFKit.PDFDocument;

export async function claimLetterPdf(content: ClaimLetterContent, title: string): Promise<Buffer> {
  // Loaded on first use: pdfkit with fontkit is about 7 MB of heap a process that writes no letter never needs.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: mm(20), bottom: mm(20), left: LEFT, right: PAGE.width - RIGHT },
    bufferPages: true,
    info: { Title: title, Subject: content.subject, Creator: 'Insolvenzmonitor', Producer: 'Insolvenzmonitor' },
    lang: 'de-DE',
    displayTitle: true,
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  firstPage(doc, content);
  body(doc, content);
  pageNumbers(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function foldMarks(doc: Doc) {
  doc.save().lineWidth(0.5).strokeColor('#999999');
  for (const y of [105, 210]) doc.moveTo(mm(3.5), mm(y)).lineTo(mm(8.5), mm(y)).stroke();
  doc.moveTo(mm(3.5), mm(148.5)).lineTo(mm(10.5), mm(148.5)).stroke();
  doc.restore();
}

function firstPage(doc: Doc, content: ClaimLetterContent) {
  foldMarks(doc);
  // Letterhead: the creditor, top right.
  doc.font('bold').fontSize(10).fillColor('black');
  doc.text(content.senderBlock[0] ?? '', mm(125), mm(15), { width: mm(65) });
  doc.font('regular').fontSize(9);
  for (const text of content.senderBlock.slice(1)) doc.text(text, { width: mm(65) });

  // Address field (form B): the sender line at the foot of the Zusatz- und Vermerkzone, then the address.
  doc.font('regular').fontSize(7).fillColor(GREY);
  doc.text(content.senderLine, LEFT, mm(58), { width: mm(80), lineBreak: false, ellipsis: true, underline: true });
  doc.fillColor('black').font('regular').fontSize(TEXT_SIZE);
  doc.text(content.recipient.join('\n'), LEFT, mm(63.5), { width: mm(80), lineGap: 1 });

  // Information block.
  let y = mm(50);
  doc.fontSize(9);
  for (const [label, value] of content.info) {
    doc.fillColor(GREY).text(label, mm(125), y, { width: mm(26) });
    doc.fillColor('black').text(value, mm(151), y, { width: mm(39) });
    y = Math.max(doc.y, y + 12);
  }

  doc.font('bold').fontSize(TEXT_SIZE + 0.5);
  doc.text(content.subject, LEFT, mm(103.5), { width: BODY_WIDTH });
  doc.font('regular').fontSize(TEXT_SIZE);
}

function paragraph(doc: Doc, text: string, gap = 10) {
  ensureRoom(doc, doc.heightOfString(text, { width: BODY_WIDTH }));
  doc.text(text, LEFT, doc.y, { width: BODY_WIDTH });
  doc.y += gap;
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    foldMarks(doc);
    doc.y = mm(20);
  }
}

function body(doc: Doc, content: ClaimLetterContent) {
  doc.y += 18;
  paragraph(doc, content.salutation);
  paragraph(doc, content.introduction);
  table(doc, content);
  doc.y += 10;
  paragraph(doc, content.deadline);
  paragraph(doc, content.enclosures);
  paragraph(doc, content.closing, 40);
  ensureRoom(doc, 40);
  doc
    .save()
    .lineWidth(0.5)
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + mm(70), doc.y)
    .stroke()
    .restore();
  doc.y += 3;
  doc.fontSize(9).text(content.signatureName, LEFT, doc.y, { width: mm(100) });
  doc.fontSize(TEXT_SIZE);
  doc.y += 20;
  doc.fontSize(8).fillColor(GREY);
  paragraph(doc, content.legalNote, 0);
  doc.fillColor('black').fontSize(TEXT_SIZE);
}

function rowHeight(doc: Doc, cells: readonly string[]): number {
  return (
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]!.width - 2 * CELL_PADDING }))) +
    2 * CELL_PADDING
  );
}

function drawRow(doc: Doc, cells: readonly string[], font: 'regular' | 'bold', shade: boolean) {
  doc.font(font).fontSize(9);
  const height = rowHeight(doc, cells);
  ensureRoom(doc, height);
  const top = doc.y;
  if (shade) doc.save().rect(LEFT, top, BODY_WIDTH, height).fill('#eeeeee').restore();
  let x = LEFT;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    doc.fillColor('black').text(cell, x + CELL_PADDING, top + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  });
  doc.save().lineWidth(0.4).strokeColor('#888888');
  doc
    .moveTo(LEFT, top + height)
    .lineTo(RIGHT, top + height)
    .stroke();
  doc.restore();
  doc.y = top + height;
}

function table(doc: Doc, content: ClaimLetterContent) {
  drawRow(
    doc,
    COLUMNS.map((column) => column.title),
    'bold',
    true,
  );
  for (const row of content.rows)
    drawRow(doc, [row.number, row.kind, row.reason, row.evidence, row.amount], 'regular', false);
  drawRow(doc, ['', 'Summe', '', '', content.total], 'bold', false);
  doc.font('regular').fontSize(TEXT_SIZE);
}

/** "Seite 1 von 2" at the foot of every page when the letter runs over one page. */
function pageNumbers(doc: Doc) {
  const range = doc.bufferedPageRange();
  if (range.count < 2) return;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(`Seite ${i + 1} von ${range.count}`, LEFT, PAGE.height - mm(15), {
      width: BODY_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
