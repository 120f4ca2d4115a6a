// The building blocks of the content checks (contentProblems): each reads one kind of field and notes its
// problems.

/** Limits of a document. */
export const CONTENT_LIMITS = {
  /** Characters of one text in one language. */
  textMax: 2000,
  listMax: 30,
  /** Upload size of a photo. */
  photoBytesMax: 8 * 1024 * 1024,
} as const;

/**
 * What kind of problem a field has (the admin panel words it at the field): `required` (empty), `too_long`,
 * `number` (out of range), `list_short` / `list_long` (too few or too many items), `link` (a link target not
 * allowed), `placeholder` (an unknown `{name}`), `photo` (not an uploaded photo), `shape` (not the right type).
 */
export type ContentProblemCode =
  | 'required'
  | 'too_long'
  | 'number'
  | 'list_short'
  | 'list_long'
  | 'link'
  | 'placeholder'
  | 'photo'
  | 'shape';

/** One problem of a document: the field's path (e.g. `hero.slides[1].photo.alt.en`), its kind and reason. */
export type ContentProblem = {
  path: string;
  code: ContentProblemCode;
  reason: string;
  /** The number in the rule (a length or list limit, a range's bounds), when there is one. */
  limit?: number;
};

/** The problems found by the running check (leaf problems are noted and the check goes on). */
let collected: ContentProblem[] | null = null;

/**
 * Every problem `check` finds, in the order of its fields: a field's own problem is noted and the check goes
 * on; a field of the wrong type (ShapeError) stops the check of what it contains.
 */
export function collectProblems(check: () => void): ContentProblem[] {
  const found: ContentProblem[] = [];
  const outer = collected;
  collected = found;
  try {
    check();
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    found.push(error.problem);
  } finally {
    collected = outer;
  }
  return found;
}

export class ShapeError extends Error {
  readonly problem: ContentProblem;
  constructor(path: string, reason: string, code: ContentProblemCode = 'shape', limit?: number) {
    super(`${path}: ${reason}`);
    this.problem = { path, code, reason, ...(limit === undefined ? {} : { limit }) };
  }
}

/** A problem of one field that leaves the rest checkable: noted, and the check goes on. */
export function fail(path: string, reason: string, code: ContentProblemCode, limit?: number): void {
  const error = new ShapeError(path, reason, code, limit);
  if (!collected) throw error;
  collected.push(error.problem);
}

export type Obj = Record<string, unknown>;

export function obj(value: unknown, path: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ShapeError(path, 'must be an object');
  return value as Obj;
}

export function str(value: unknown, path: string, required: boolean): string {
  if (typeof value !== 'string') throw new ShapeError(path, 'must be a string');
  if (value.length > CONTENT_LIMITS.textMax)
    fail(
      path,
      `must be at most ${CONTENT_LIMITS.textMax} characters`,
      'too_long',
      CONTENT_LIMITS.textMax,
    );
  if (required && value.trim() === '') fail(path, 'must not be empty', 'required');
  return value;
}

/** English required (unless `optional`), Hindi may be empty. */
export function text(value: unknown, path: string, optional = false): void {
  const o = obj(value, path);
  str(o.en, `${path}.en`, !optional);
  str(o.hi, `${path}.hi`, false);
}

export function num(value: unknown, path: string, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    fail(path, `must be a number from ${min} to ${max}`, 'number', max);
}

export function list(
  value: unknown,
  path: string,
  min: number,
  each: (item: unknown, at: string) => void,
  max: number = CONTENT_LIMITS.listMax,
) {
  if (!Array.isArray(value)) throw new ShapeError(path, 'must be a list');
  if (value.length < min) fail(path, `must have at least ${min} item(s)`, 'list_short', min);
  if (value.length > max) fail(path, `must have at most ${max} items`, 'list_long', max);
  value.forEach((item, i) => each(item, `${path}[${i}]`));
}

const PHOTO_SRC = /^\/uploads\/content\/[A-Za-z0-9._-]+\.webp$/;

export function photo(value: unknown, path: string): void {
  if (value === null) return;
  const o = obj(value, path);
  if (typeof o.src !== 'string' || !PHOTO_SRC.test(o.src))
    fail(`${path}.src`, 'must be an uploaded content photo', 'photo');
  const srcset = str(o.srcset, `${path}.srcset`, true);
  for (const part of srcset.split(',')) {
    const [url, width] = part.trim().split(/\s+/);
    if (!url || !PHOTO_SRC.test(url) || !/^\d+w$/.test(width ?? ''))
      fail(`${path}.srcset`, 'must list uploaded files with their widths', 'photo');
  }
  num(o.width, `${path}.width`, 1, 10000);
  num(o.height, `${path}.height`, 1, 10000);
  const alt = obj(o.alt, `${path}.alt`);
  str(alt.en, `${path}.alt.en`, true);
  str(alt.hi, `${path}.alt.hi`, true);
}

export function titled(value: unknown, path: string): Obj {
  const o = obj(value, path);
  text(o.title, `${path}.title`);
  text(o.text, `${path}.text`);
  return o;
}

/** A sentence with a registration link: the words before it and the link's required, after may be empty. */
export function linkedSentence(value: unknown, path: string): void {
  const o = obj(value, path);
  text(o.before, `${path}.before`);
  text(o.link_text, `${path}.link_text`);
  text(o.after, `${path}.after`, true);
}
