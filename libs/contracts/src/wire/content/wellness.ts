import { linkedSentence, list, obj, text, titled } from './fields.js';

// The four wellness pages' document (`WellnessContent`).

/** The four wellness pages (one shape, `WellnessContent`). */
export const WELLNESS_CONTENT_PAGES = ['mental', 'nutrition', 'physical', 'lifestyle'] as const;
export type WellnessPageId = (typeof WELLNESS_CONTENT_PAGES)[number];

export function checkWellness(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['title', 'description', 'eyebrow', 'lead']) text(d[key], key);
  const cards = obj(d.cards, 'cards');
  text(cards.title, 'cards.title');
  list(cards.items, 'cards.items', 1, titled);
  const tips = obj(d.tips, 'tips');
  text(tips.title, 'tips.title');
  list(tips.items, 'tips.items', 1, (item, at) => text(item, at));
  linkedSentence(d.practise, 'practise');
}
