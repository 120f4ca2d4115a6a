import { linkedSentence, list, obj, photo, text, titled } from './fields.js';

// The live events page's document (`LiveEventsContent`).

export function checkEvents(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['eyebrow', 'title', 'lead']) text(d[key], key);
  const past = obj(d.past, 'past');
  text(past.title, 'past.title');
  list(past.items, 'past.items', 1, (item, at) => photo(titled(item, at).photo, `${at}.photo`));
  const gallery = obj(d.gallery, 'gallery');
  text(gallery.title, 'gallery.title');
  text(gallery.lead, 'gallery.lead');
  linkedSentence(d.join, 'join');
}
