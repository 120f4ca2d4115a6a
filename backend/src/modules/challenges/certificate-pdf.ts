import PDFDocument from 'pdfkit';
import { formatIstDate } from '@yoga/contracts';
import { FONT_FILES, scriptRuns } from '../../common/text/fonts.js';
import type { CertificateData } from './challenges.service.js';

/**
 * The finisher's certificate: one A4 landscape page drawn with pdfkit (the library the invoices use),
 * with real text (selectable, searchable). Latin text in DejaVu Sans (as the invoices), Devanagari in
 * Noto Sans Devanagari (`@fontsource/noto-sans-devanagari`): each line is cut into runs of one script.
 */
const FONTS = {
  Latin: FONT_FILES.latin,
  LatinBold: FONT_FILES.latinBold,
  Deva: FONT_FILES.deva,
  DevaBold: FONT_FILES.devaBold,
};

const INK = '#1f2937';
const GREEN = '#1f6f43';
const MUTED = '#4b5563';

type Doc = PDFKit.PDFDocument;

/** One centred line at `y` in mixed scripts. */
function line(doc: Doc, text: string, y: number, size: number, bold = false, color = INK): void {
  const parts = scriptRuns(text).map((r) => ({
    ...r,
    font: r.deva ? (bold ? 'DevaBold' : 'Deva') : bold ? 'LatinBold' : 'Latin',
  }));
  doc.fontSize(size).fillColor(color);
  const widths = parts.map((p) => doc.font(p.font).widthOfString(p.text));
  let x = (doc.page.width - widths.reduce((a, b) => a + b, 0)) / 2;
  parts.forEach((p, i) => {
    doc.font(p.font).text(p.text, x, y, { lineBreak: false });
    x += widths[i];
  });
}

const TEXTS = {
  en: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'completed the practice challenge',
    dates: (from: string, to: string) => `${from} – ${to}`,
    practised: (n: number, of: number) => `practising on ${n} of its ${of} days`,
    verify: (code: string, url: string) => `Verification code ${code} · ${url}`,
  },
  hi: {
    title: 'समापन प्रमाण पत्र',
    certifies: 'प्रमाणित किया जाता है कि',
    completed: 'ने अभ्यास चुनौती पूरी की',
    dates: (from: string, to: string) => `${from} – ${to}`,
    practised: (n: number, of: number) => `${of} में से ${n} दिन अभ्यास किया`,
    verify: (code: string, url: string) => `सत्यापन कोड ${code} · ${url}`,
  },
};

/** The certificate PDF in the student's language; `verifyUrl` is the public page of its code. */
export function certificatePdf(
  data: CertificateData,
  language: 'en' | 'hi',
  brand: string,
  verifyUrl: string,
): Promise<Buffer> {
  const t = TEXTS[language];
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${t.title} – ${data.challenge[language]}`, Author: brand },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .strokeColor(GREEN)
    .stroke();
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.8)
    .strokeColor(GREEN)
    .stroke();
  line(doc, brand, 70, 16, true, GREEN);
  line(doc, t.title, 120, 34, true);
  line(doc, t.certifies, 200, 16, false, MUTED);
  line(doc, data.name, 235, 30, true);
  line(doc, t.completed, 290, 16, false, MUTED);
  line(doc, data.challenge[language], 325, 24, true, GREEN);
  line(
    doc,
    t.dates(formatIstDate(data.startsOn, locale), formatIstDate(data.endsOn, locale)),
    375,
    15,
  );
  line(doc, t.practised(data.daysPractised, data.days), 405, 15);
  line(doc, t.verify(data.code, verifyUrl), height - 80, 11, false, MUTED);
  doc.end();
  return done;
}
