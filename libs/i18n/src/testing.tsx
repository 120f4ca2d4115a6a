/**
 * Test helper (jest + Testing Library, never bundled): render a tree in Hindi and fail on any English left
 * in it, and on any message ID without a Hindi text. See docs/i18n.md ("Testing a screen in Hindi").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { i18n, registerCatalog, setLocale, type Catalog } from './runtime';
import { LocaleProvider } from './react';

const GLOSSARY_FILE = path.resolve(__dirname, '../../../docs/i18n.md');

/** A word written in Latin letters (a run of letters, apostrophes inside). */
const LATIN_WORD = /[A-Za-z](?:[A-Za-z'’]*[A-Za-z])?/g;
/** What Lingui shows for a message it does not know: its ID. */
const MESSAGE_ID =
  /\b(?:public|layout|shell|user|admin|ui|common)\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+/;
/** Kept as written in any language: addresses, links, handles. */
const NEUTRAL = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /\bhttps?:\/\/\S+/g,
  /\bwww\.\S+/g,
  /@[\w.]+/g, // social handles
];
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'aria-description'];

let glossaryWords: Set<string> | undefined;

/**
 * The words the glossary keeps in Latin letters in Hindi text: the Latin words of the "In Hindi text"
 * column (the second) of the table under "## Glossary" in docs/i18n.md. Lower case.
 */
export function glossaryLatinWords(): Set<string> {
  if (glossaryWords) return glossaryWords;
  const text = readFileSync(GLOSSARY_FILE, 'utf8');
  const section = text.split(/^## Glossary\b/m)[1]?.split(/^## /m)[0] ?? '';
  const words = new Set<string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | term | in Hindi text | note |  → cells ['', term, hindi, note, '']
    if (cells.length < 4 || /^[-: ]+$/.test(cells[1] ?? '') || cells[1] === 'English') continue;
    for (const word of (cells[2] ?? '').replace(/`/g, '').match(LATIN_WORD) ?? []) {
      words.add(word.toLowerCase());
    }
  }
  glossaryWords = words;
  return words;
}

export interface HindiCheckOptions {
  /**
   * Names and other text allowed in Latin letters besides the glossary's words (people, the brand, a
   * city): phrases removed before the check. Mark such text `translate="no"` in the markup instead when
   * it is always a name.
   */
  allow?: readonly string[];
}

function skipped(element: Element | null): boolean {
  for (let el = element; el; el = el.parentElement) {
    const tag = el.tagName;
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'NOSCRIPT' || tag === 'TEMPLATE')
      return true;
    if (el.getAttribute('translate') === 'no') return true;
    // Text declared to be in English (the language switch's "English").
    const lang = el.getAttribute('lang');
    if (lang && lang.toLowerCase().startsWith('en')) return true;
    if (lang) return false;
  }
  return false;
}

function englishWords(text: string, allowed: Set<string>, allow: readonly string[]): string[] {
  let rest = text;
  for (const phrase of allow) rest = rest.split(phrase).join(' ');
  for (const pattern of NEUTRAL) rest = rest.replace(pattern, ' ');
  return (rest.match(LATIN_WORD) ?? []).filter((word) => !allowed.has(word.toLowerCase()));
}

/**
 * The English left in `root`: each text node (and readable attribute) with a Latin word that is not a
 * glossary word kept in English, a name from `allow`, an e-mail address or a link, or that shows a
 * message ID. Empty when the tree reads fully in Hindi.
 */
export function findEnglishText(root: Element, options: HindiCheckOptions = {}): string[] {
  const allowed = glossaryLatinWords();
  const allow = options.allow ?? [];
  const found: string[] = [];
  const check = (text: string, where: string) => {
    if (MESSAGE_ID.test(text)) {
      found.push(`${where}: "${text.trim()}" (message ID shown)`);
      return;
    }
    const words = englishWords(text, allowed, allow);
    if (words.length) found.push(`${where}: "${text.trim()}" (English: ${words.join(', ')})`);
  };
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!text.trim() || skipped(node.parentElement)) continue;
    check(text, `<${node.parentElement?.tagName.toLowerCase() ?? '?'}>`);
  }
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (skipped(el)) continue;
    for (const attribute of TEXT_ATTRIBUTES) {
      const value = el.getAttribute(attribute);
      if (value?.trim()) check(value, `<${el.tagName.toLowerCase()} ${attribute}>`);
    }
  }
  return found;
}

/** Throws, listing every English text and missing message, unless the tree reads fully in Hindi. */
export function expectHindiOnly(
  root: Element,
  options: HindiCheckOptions & { missing?: readonly string[] } = {},
): void {
  const problems = [
    ...(options.missing ?? []).map((id) => `missing Hindi message: ${id}`),
    ...findEnglishText(root, options),
  ];
  if (problems.length) {
    throw new Error(`Text not in Hindi (${problems.length}):\n  ${problems.join('\n  ')}`);
  }
}

export interface HindiRender extends RenderResult {
  /** IDs asked for but absent from the Hindi catalogues, in order (duplicates removed). */
  missing: string[];
  /** Fails (throws) on English text, on the document title, and on missing messages. */
  expectHindiOnly(options?: HindiCheckOptions): void;
}

/**
 * Registers `catalogs` (the app's; the app's own modules may already have), switches the page's instance
 * to Hindi (not stored), and renders `ui` inside a `LocaleProvider`. Await what the tree loads (lazy pages,
 * data) before calling `expectHindiOnly()`.
 */
export async function renderInHindi(
  ui: ReactElement,
  { catalogs = [] }: { catalogs?: readonly Catalog[] } = {},
): Promise<HindiRender> {
  for (const catalog of catalogs) await registerCatalog(catalog);
  await setLocale('hi', { persist: false });
  const missing: string[] = [];
  i18n.on('missing', ({ id }: { id: string }) => {
    if (!missing.includes(id)) missing.push(id);
  });
  let result: RenderResult | undefined;
  // Inside an async act: a tree that suspends (a lazy page, a catalogue downloading) resumes.
  await act(async () => {
    result = render(<LocaleProvider>{ui}</LocaleProvider>);
  });
  if (!result) throw new Error('render failed');
  const rendered = result;
  return {
    ...rendered,
    missing,
    expectHindiOnly(options = {}) {
      const title = document.title;
      const titleProblems = title ? findEnglishText(titleElement(title), options) : [];
      expectHindiOnly(rendered.container, { ...options, missing });
      if (titleProblems.length) throw new Error(`Title not in Hindi: ${titleProblems.join('; ')}`);
    },
  };
}

function titleElement(title: string): Element {
  const el = document.createElement('title');
  el.textContent = title;
  return el;
}
