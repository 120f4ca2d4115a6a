import { list, obj, text, titled } from './fields.js';

// The about page's document (`AboutContent`).

export function checkAbout(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['eyebrow', 'title', 'lead', 'button']) text(d[key], key);
  const story = obj(d.story, 'story');
  text(story.title, 'story.title');
  list(story.paragraphs, 'story.paragraphs', 1, (item, at) => text(item, at));
  const values = obj(d.values, 'values');
  text(values.title, 'values.title');
  list(values.items, 'values.items', 1, titled);
}
