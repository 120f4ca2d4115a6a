import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The font files every document the server draws uses (invoices, certificates, share cards), from npm
 * packages so every install has them (a fresh server has no Devanagari system font): DejaVu Sans for Latin
 * text and the rupee sign, Noto Sans Devanagari (`@fontsource/noto-sans-devanagari`) for Hindi.
 */
const require = createRequire(import.meta.url);
const dejavu = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const noto = path.join(
  path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')),
  'files',
);

export const FONT_FILES = {
  latin: path.join(dejavu, 'DejaVuSans.ttf'),
  latinBold: path.join(dejavu, 'DejaVuSans-Bold.ttf'),
  deva: path.join(noto, 'noto-sans-devanagari-devanagari-400-normal.woff'),
  devaBold: path.join(noto, 'noto-sans-devanagari-devanagari-700-normal.woff'),
} as const;
export type FontName = keyof typeof FONT_FILES;

const DEVANAGARI = /[\u0900-\u097F\u200C\u200D]/;

/** Runs of one script: Devanagari (with the spaces inside it) or anything else, each drawn in its font. */
export function scriptRuns(text: string): { text: string; deva: boolean }[] {
  const out: { text: string; deva: boolean }[] = [];
  for (const ch of text) {
    const deva = DEVANAGARI.test(ch) || (ch === ' ' && out.at(-1)?.deva === true);
    const last = out.at(-1);
    if (last && last.deva === deva) last.text += ch;
    else out.push({ text: ch, deva });
  }
  return out;
}
