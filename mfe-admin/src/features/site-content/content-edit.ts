// Pure helpers of the content editor: reading and writing a document by path, list editing, new items.
import type { LocalText } from '@yoga/contracts';

export type Path = readonly (string | number)[];

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | null)?.[key],
    value,
  );
}

/** A copy of `value` with `next` at `path` (the rest shared). */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (!path.length) return next as T;
  const [key, ...rest] = path;
  const node = value as unknown as Record<string | number, unknown>;
  const child = setAt(node[key as string], rest, next);
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = child;
    return copy as T;
  }
  return { ...node, [key as string]: child } as T;
}

/** `list` with the item at `from` moved to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item === undefined || to < 0 || to > copy.length) return [...list];
  copy.splice(to, 0, item);
  return copy;
}

export function isLocalText(value: unknown): value is LocalText {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 2 &&
    typeof (value as LocalText).en === 'string' &&
    typeof (value as LocalText).hi === 'string'
  );
}

/** A new list item shaped like `sample`: texts empty, numbers 0, photos none. */
export function blankLike(sample: unknown): unknown {
  if (isLocalText(sample)) return { en: '', hi: '' };
  if (Array.isArray(sample)) return [];
  if (sample === null) return null;
  if (typeof sample === 'object') {
    return Object.fromEntries(
      Object.entries(sample as Record<string, unknown>).map(([key, value]) => [
        key,
        key === 'photo' ? null : blankLike(value),
      ]),
    );
  }
  if (typeof sample === 'number') return 0;
  if (typeof sample === 'boolean') return false;
  return '';
}

const text = (): LocalText => ({ en: '', hi: '' });
const titled = () => ({ title: text(), text: text() });
/** A new item of each list, for a list left empty. */
export const LIST_TEMPLATES: Record<string, unknown> = {
  'hero.slides': { ...titled(), photo: null },
  'reasons.items': titled(),
  'features.items': titled(),
  'founder.slides': titled(),
  counters: { value: 0, suffix: text(), label: text() },
  'trainers.items': { name: '', years: 0, role: text(), bio: text(), photo: null },
  'faq.items': { question: text(), answer: text() },
  'past.items': { ...titled(), photo: null },
  'story.paragraphs': text(),
  'values.items': titled(),
  'cards.items': titled(),
  'tips.items': text(),
  sections: { heading: text(), paragraphs: [text()] },
  'sections.paragraphs': text(),
  slides: titled(),
};

/** The template of a list at `path` (list indices left out: `sections.2.paragraphs` → `sections.paragraphs`). */
export function listTemplate(path: Path): unknown {
  return LIST_TEMPLATES[path.filter((key) => typeof key === 'string').join('.')];
}
