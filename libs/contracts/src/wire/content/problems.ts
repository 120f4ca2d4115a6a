import { checkAbout } from './about.js';
import { checkContact } from './contact.js';
import { checkEvents } from './events.js';
import { collectProblems, type ContentProblem, type Obj } from './fields.js';
import { checkHome } from './home.js';
import { checkMainSlider } from './mainslider.js';
import { checkMeta } from './meta.js';
import type { ContentPageId } from './pages.js';
import { POLICY_CONTENT_PAGES } from '../policy-content.js';
import { checkPolicy } from './policy.js';
import { checkSite } from './site.js';
import { checkWellness, WELLNESS_CONTENT_PAGES } from './wellness.js';

// The content checks, shared by the API (400 `content_invalid`) and the admin panel: each page's document
// by its own check.

/**
 * Checks a document against its page's shape. Returns the first problem's path (e.g.
 * `faq.items[2].question.en`) and reason, or null when it is valid. Shared by the API (400
 * `content_invalid`) and the admin panel.
 */
export function contentProblem(page: ContentPageId, document: unknown): ContentProblem | null {
  return contentProblems(page, document)[0] ?? null;
}

/**
 * Every problem of a document, in the order of its fields (a field of the wrong type stops the check of
 * what it contains). The admin panel shows each at its field.
 */
export function contentProblems(page: ContentPageId, document: unknown): ContentProblem[] {
  return collectProblems(() => {
    if (page === 'site') checkSite(document);
    else if (page === 'events') checkEvents(document);
    else if (page === 'contact') checkContact(document);
    else if (page === 'about') checkAbout(document);
    else if (page === 'meta') checkMeta(document);
    else if (page === 'mainslider') checkMainSlider(document);
    else if ((WELLNESS_CONTENT_PAGES as readonly string[]).includes(page)) checkWellness(document);
    else if ((POLICY_CONTENT_PAGES as readonly string[]).includes(page)) checkPolicy(document);
    else checkHome(document);
  });
}

/** Paths of the Hindi texts left empty (the editor flags them; the page shows the English text). */
export function missingHindi(document: unknown, path = ''): string[] {
  if (Array.isArray(document))
    return document.flatMap((item, i) => missingHindi(item, `${path}[${i}]`));
  if (typeof document !== 'object' || document === null) return [];
  const o = document as Obj;
  if (typeof o.en === 'string' && typeof o.hi === 'string')
    return o.en.trim() !== '' && o.hi.trim() === '' ? [path] : [];
  return Object.entries(o).flatMap(([key, value]) =>
    missingHindi(value, path ? `${path}.${key}` : key),
  );
}
