import { createRequire } from 'node:module';
import sharp from 'sharp';
import type { Language } from '@yoga/contracts';
import { FONT_FILES, scriptRuns, type FontName } from '../../common/text/fonts.js';

/**
 * The milestone share card (issue 27): a 1080×1080 PNG drawn from an SVG template with sharp. The text is
 * laid out here with fontkit (pdfkit's font engine) from the npm font files, never from system fonts (a
 * fresh server has no Devanagari font for librsvg): fontkit shapes each run (Devanagari conjuncts and
 * vowel signs in Noto Sans Devanagari, anything else in DejaVu Sans) and every glyph goes into the SVG as
 * a `<path>` outline. The SVG holds no `<text>`.
 */
const require = createRequire(import.meta.url);

/** The part of fontkit's API the card uses (the package ships no types). */
interface GlyphPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface FontkitFont {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: { path: { toSVG(): string } }[];
    positions: GlyphPosition[];
  };
}
interface Fontkit {
  openSync(file: string): FontkitFont;
}

const fontkit = require('fontkit') as Fontkit;

/** Each font opened once, on first use. */
const opened = new Map<FontName, FontkitFont>();
function font(name: FontName): FontkitFont {
  let f = opened.get(name);
  if (!f) opened.set(name, (f = fontkit.openSync(FONT_FILES[name])));
  return f;
}

interface PlacedGlyph {
  d: string;
  x: number;
  y: number;
  unitsPerEm: number;
}

/** One line shaped into glyph outlines at font size 1 (x from 0), and its width. */
function shape(text: string, bold: boolean): { glyphs: PlacedGlyph[]; width: number } {
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const run of scriptRuns(text)) {
    const f = font(run.deva ? (bold ? 'devaBold' : 'deva') : bold ? 'latinBold' : 'latin');
    const laid = f.layout(run.text);
    laid.glyphs.forEach((glyph, i) => {
      const pos = laid.positions[i];
      const d = glyph.path.toSVG();
      if (d)
        glyphs.push({
          d,
          x: x + pos.xOffset / f.unitsPerEm,
          y: pos.yOffset / f.unitsPerEm,
          unitsPerEm: f.unitsPerEm,
        });
      x += pos.xAdvance / f.unitsPerEm;
    });
  }
  return { glyphs, width: x };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A line centred on `cx` with its baseline at `y`, as glyph outlines; the size shrinks (down to half)
 * so that the line fits in `maxWidth`.
 */
function line(
  text: string,
  opts: { y: number; size: number; bold?: boolean; fill: string; maxWidth?: number },
): string {
  const { glyphs, width } = shape(text, opts.bold === true);
  const maxWidth = opts.maxWidth ?? CARD_SIZE - 160;
  const size = Math.max(opts.size / 2, Math.min(opts.size, maxWidth / Math.max(width, 0.001)));
  const left = (CARD_SIZE - width * size) / 2;
  const paths = glyphs.map((g) => {
    const scale = round(size / g.unitsPerEm);
    const tx = round(left + g.x * size);
    const ty = round(opts.y - g.y * size);
    return `<path transform="translate(${tx} ${ty}) scale(${scale} ${-scale})" d="${g.d}"/>`;
  });
  return `<g fill="${opts.fill}">${paths.join('')}</g>`;
}

export const CARD_SIZE = 1080;

/** What one card shows. */
export interface CardData {
  language: Language;
  /** The student's first name. */
  name: string;
  /** The milestone: n practice days, or n months of the weekly streak. */
  milestone: { kind: 'days'; days: number } | { kind: 'weekly'; months: number };
  /** The business's brand name. */
  brand: string;
}

const TEXTS = {
  en: {
    heading: 'Milestone reached',
    days: (n: number) => (n === 1 ? 'practice day' : 'practice days'),
    weekly: (n: number) => (n === 1 ? 'month of weekly practice' : 'months of weekly practice'),
    with: (brand: string) => `Practising with ${brand}`,
    alt: (d: CardData, what: string) =>
      `${d.name} reached ${what} with ${d.brand}: a milestone card`,
  },
  hi: {
    heading: 'पड़ाव पूरा हुआ',
    days: () => 'दिन का अभ्यास',
    weekly: () => 'महीने का साप्ताहिक अभ्यास',
    with: (brand: string) => `${brand} के साथ अभ्यास`,
    alt: (d: CardData, what: string) =>
      `${d.name} ने ${d.brand} के साथ ${what} पूरा किया: पड़ाव का कार्ड`,
  },
} as const;

/** The milestone in words, in the card's language: "108 practice days", "108 दिन का अभ्यास". */
export function milestoneText(milestone: CardData['milestone'], language: Language): string {
  const t = TEXTS[language];
  return milestone.kind === 'days'
    ? `${milestone.days} ${t.days(milestone.days)}`
    : `${milestone.months} ${t.weekly(milestone.months)}`;
}

/** The picture's text alternative (the card's page gives it to the image). */
export function cardAltText(data: CardData): string {
  return TEXTS[data.language].alt(data, milestoneText(data.milestone, data.language));
}

const INK = '#7c2d12';
const ACCENT = '#b4530a';
const MUTED = '#57534e';

/** The card's SVG: a template whose every text is glyph outlines (no `<text>`, no font lookup). */
export function cardSvg(data: CardData): string {
  const t = TEXTS[data.language];
  const n = data.milestone.kind === 'days' ? data.milestone.days : data.milestone.months;
  const label =
    data.milestone.kind === 'days' ? t.days(data.milestone.days) : t.weekly(data.milestone.months);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_SIZE}" height="${CARD_SIZE}" viewBox="0 0 ${CARD_SIZE} ${CARD_SIZE}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fde7c8"/>',
    '</linearGradient></defs>',
    `<rect width="${CARD_SIZE}" height="${CARD_SIZE}" fill="url(#bg)"/>`,
    `<rect x="40" y="40" width="${CARD_SIZE - 80}" height="${CARD_SIZE - 80}" rx="48" fill="none" stroke="${ACCENT}" stroke-width="6"/>`,
    // A rising sun behind the number.
    `<circle cx="540" cy="470" r="250" fill="#fcd9a8" opacity="0.7"/>`,
    line(t.heading, { y: 210, size: 56, bold: true, fill: ACCENT }),
    line(String(n), { y: 560, size: 300, bold: true, fill: INK }),
    line(label, { y: 690, size: 72, bold: true, fill: INK }),
    line(data.name, { y: 830, size: 76, bold: true, fill: '#1c1917' }),
    line(t.with(data.brand), { y: 960, size: 44, fill: MUTED }),
    '</svg>',
  ].join('');
}

/** The card as a 1080×1080 PNG. */
export function cardPng(data: CardData): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(data)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
