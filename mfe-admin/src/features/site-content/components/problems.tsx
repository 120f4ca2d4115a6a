import { createContext, useContext, type ReactNode } from 'react';
import { Typography } from 'antd';
import type { ContentProblem } from '@yoga/contracts';
import { useLocale, type LocaleState } from '@yoga/i18n';
import type { Path } from '../content-edit';

/** A document path as the checker writes it: `hero.slides[1].photo.alt.en`. */
export function pathKey(path: Path): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`))
    .join('');
}

/** The DOM id of the control (or block) of a path: the summary's links move the focus there. */
export function fieldId(key: string): string {
  return `content-field-${key.replace(/[^\w-]/g, '_')}`;
}

/** Labels of path parts that are not fields of their own in the editor. */
const PART_LABELS: Record<string, string> = {
  alt: 'admin.content.problemPart.alt',
  src: 'admin.content.problemPart.file',
  srcset: 'admin.content.problemPart.file',
  width: 'admin.content.problemPart.file',
  height: 'admin.content.problemPart.file',
};

/** Where a problem is, in words: "Slides › Item 2 › Photo › Description (English)". */
export function problemPlace(t: LocaleState['t'], key: string): string {
  const parts = key.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  const words: string[] = [];
  for (const part of parts) {
    const index = /^\[(\d+)\]$/.exec(part)?.[1];
    if (index !== undefined) words.push(t('admin.content.item', { n: Number(index) + 1 }));
    else if (part === 'en' || part === 'hi') {
      const language = t(part === 'en' ? 'admin.content.en' : 'admin.content.hi');
      words[words.length - 1] = `${words[words.length - 1] ?? ''} (${language})`;
    } else if (part !== 'document') {
      const label = t(PART_LABELS[part] ?? `admin.content.field.${part}`);
      if (words[words.length - 1] !== label) words.push(label);
    }
  }
  return words.join(' › ') || t('admin.content.field.document');
}

/** The lists whose items have a name of their own ("the second slide"); others' are "item". */
const ITEM_NOUNS = new Set([
  'slides',
  'counters',
  'faq',
  'reasons',
  'features',
  'trainers',
  'past',
  'gallery',
  'paragraphs',
  'values',
  'cards',
  'tips',
  'sections',
]);

/**
 * The summary's sentence of a problem (issue 38): where it is and what to do, in words, e.g. "The
 * photo description of the second slide needs text in English." / "स्लाइड 2 के “फ़ोटो का विवरण”
 * में अंग्रेज़ी टेक्स्ट लिखना ज़रूरी है।" (never a trail of labels or a path).
 */
export function problemSentence(t: LocaleState['t'], problem: ContentProblem): string {
  const parts = problem.path.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  let language: 'en' | 'hi' | null = null;
  let section: string | null = null;
  let item: string | null = null;
  let field: string | null = null;
  let list: string | null = null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const index = /^\[(\d+)\]$/.exec(part)?.[1];
    if (index !== undefined) {
      // The innermost item of a list names the place; what is inside it is the field.
      // A section's own `items` are named after it (the questions of "faq").
      const named = list === 'items' && i === 2 ? parts[0]! : list;
      const noun = named && ITEM_NOUNS.has(named) ? named : 'items';
      const n = Number(index) + 1;
      item = t(`admin.content.itemOf.${noun}`, { n, ordinal: t('admin.content.ordinal', { n }) });
      field = null;
    } else if (part === 'en' || part === 'hi') language = part;
    else if (part === 'document') continue;
    else if (i === 0) section = t(`admin.content.field.${part}`);
    else {
      list = part;
      field = t(PART_LABELS[part] ?? `admin.content.field.${part}`);
    }
  }
  const where = item
    ? section
      ? t('admin.content.sentence.itemIn', { item, section })
      : item
    : `“${section ?? t('admin.content.field.document')}”`;
  const subject = t('admin.content.sentence.subject', {
    field: field ?? '',
    hasField: field ? 'yes' : 'no',
    where,
  });
  const sentence = t(`admin.content.sentence.${problem.code}`, {
    subject,
    language: language ?? 'none',
    limit: problem.limit ?? 0,
  });
  // A sentence starts with a capital ("The …"; Hindi has none).
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** What is wrong, in words, and what to do. */
export function problemText(t: LocaleState['t'], problem: ContentProblem): string {
  return t(`admin.content.problemCode.${problem.code}`, { limit: problem.limit ?? 0 });
}

/** The problems of the document on screen, by path (`pathKey`). */
export const ProblemsContext = createContext<ReadonlyMap<string, ContentProblem>>(new Map());

/** The problem at `path`, if any (and the props that tie its message to the control). */
export function useProblem(path: Path) {
  const problems = useContext(ProblemsContext);
  const { t } = useLocale();
  const key = pathKey(path);
  const problem = problems.get(key);
  const id = fieldId(key);
  return {
    id,
    problem,
    message: problem ? problemText(t, problem) : null,
    /** Props of the control: its id, error status, and its message as its description. */
    control: {
      id,
      status: problem ? ('error' as const) : undefined,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-problem` : undefined,
    },
  };
}

/** A problem's message under its field. */
export function FieldProblem({ id, message }: { id: string; message: ReactNode }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" id={`${id}-problem`} role="alert" style={{ display: 'block' }}>
      {message}
    </Typography.Text>
  );
}

/** Moves to a field: scrolls it to the middle of the screen and focuses it. */
export function goToField(key: string): void {
  // The field itself, else the nearest block that holds it (a list, a photo).
  let at = key;
  let target = document.getElementById(fieldId(at));
  while (!target && at) {
    at =
      at.replace(/(\.[^.[\]]+|\[\d+\])$/, '') === at ? '' : at.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
    target = at ? document.getElementById(fieldId(at)) : null;
  }
  if (!target) return;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}
