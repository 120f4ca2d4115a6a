import { DAILY_SLOTS } from '../rules/daily-slots.js';
import { siteLinkProblem } from '../rules/links.js';
import type {
  AboutContent,
  AdminContent as GeneratedAdminContent,
  ContactContent,
  HomeContent,
  LiveEventsContent,
  LocalText,
  MainSliderContent,
  MetaContent,
  PolicyContent,
  PublishedContent as GeneratedPublishedContent,
  SiteContent,
  WellnessContent,
} from './api.generated.js';
import { POLICY_CONTENT_PAGES, policyTextProblem } from './policy-content.js';

/**
 * Content of the public pages edited in the admin panel (issue 23): `GET /api/content/:page` (published),
 * `GET|PUT /api/admin/content/:page` (draft), `POST /api/admin/content/:page/publish`,
 * `GET /api/admin/content/:page/versions`, `POST /api/admin/content/:page/versions/:version/restore`,
 * `POST /api/admin/content/photos` (a photo for a slot), `POST /api/admin/content/:page/preview`. See
 * docs/content.md.
 *
 * Every visible text is a `LocalText`: English and Hindi as plain strings, as the page shows them. A Hindi
 * text left empty shows the English one (`localText`).
 *
 * The documents' and requests' types are generated from the server's classes (ADR 0016: the schema classes
 * of backend/src/modules/content/schemas and the DTOs of backend/src/modules/content/dto);
 * their documentation is there. `ContentDocuments` (each page's document) and the generic
 * `PublishedContent` / `AdminContent` over it stay written here: the OpenAPI document cannot pair a page
 * with its document.
 */
export type {
  AboutContent,
  AboutStoryContent,
  AboutValuesContent,
  AnnouncementContent,
  ContactContent,
  ContentPhoto,
  ContentPhotoUploadRequest,
  ContentPreviewLink,
  ContentVersion,
  CounterContent,
  EventContent,
  FaqContent,
  HeroSlideContent,
  HomeCardsContent,
  HomeContent,
  HomeCtaContent,
  HomeFaqContent,
  HomeFounderContent,
  HomeHeroContent,
  HomeTrainersContent,
  LinkedSentenceContent,
  LiveEventsContent,
  LiveEventsGalleryContent,
  LiveEventsPastContent,
  LocalText,
  MainSliderContent,
  MetaContent,
  PageMetaContent,
  PolicyContent,
  PolicySectionContent,
  SaveContentRequest,
  SiteContent,
  TitledText,
  TrainerContent,
  UploadedContentPhoto,
  WellnessCardsContent,
  WellnessContent,
  WellnessTipsContent,
} from './api.generated.js';

/** The pages whose content is edited. `site`: what every public page shows (the announcement bar). */
export const CONTENT_PAGES = [
  'site',
  'home',
  'about',
  'events',
  'contact',
  'mental',
  'nutrition',
  'physical',
  'lifestyle',
  'refund',
  'privacy',
  'terms',
  'meta',
  'mainslider',
] as const;

/**
 * The pages whose title tag and meta description are in the `meta` document (`MetaContent`); the
 * wellness and policy pages and `/mainslider` have theirs in their own document, the account pages
 * (`/auth/...`) keep theirs in the interface's catalogue with their forms.
 */
export const META_PAGES = [
  'home',
  'about',
  'contact',
  'events',
  'price',
  'schedule',
  'blogs',
] as const;
export type MetaPageId = (typeof META_PAGES)[number];

/**
 * The placeholders of a `meta` text, filled when the page is drawn (their values have owners of their
 * own: the business details and rules, the plans on sale). `{plans}` only on the price page.
 */
export const META_PLACEHOLDERS = ['brand', 'city', 'trial_days', 'plans'] as const;
export type MetaPlaceholder = (typeof META_PLACEHOLDERS)[number];

/** A `meta` text with its placeholders filled (an unknown one stays as written). */
export function fillMetaText(
  text: string,
  values: Partial<Record<MetaPlaceholder, string | number>>,
): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) =>
    String(values[name as MetaPlaceholder] ?? all),
  );
}

/** The three policy pages (`/returnrefund`, `/privacy-policy`, `/termsofuse`; one shape, `PolicyContent`). */
export type PolicyPageId = 'refund' | 'privacy' | 'terms';

/** The four wellness pages (one shape, `WellnessContent`). */
export const WELLNESS_CONTENT_PAGES = ['mental', 'nutrition', 'physical', 'lifestyle'] as const;
export type WellnessPageId = (typeof WELLNESS_CONTENT_PAGES)[number];
export type ContentPageId = (typeof CONTENT_PAGES)[number];

export function isContentPage(value: string): value is ContentPageId {
  return (CONTENT_PAGES as readonly string[]).includes(value);
}

/** The text a page in `locale` shows: Hindi when filled in, otherwise English. */
export function localText(text: LocalText, locale: string): string {
  return locale === 'hi' && text.hi.trim() !== '' ? text.hi : text.en;
}

/** The shapes photos are cropped to. */
export const CONTENT_PHOTO_SLOTS = {
  /** Hero slide picture (square, in place of the slide's drawing, shown 200 px wide). */
  hero: { aspect: 1, display: 200, widths: [200, 400, 600] },
  /** Trainer portrait (square, shown 120 px wide). */
  trainer: { aspect: 1, display: 120, widths: [120, 240, 360] },
  /** Founder portrait (square, shown 160 px wide). */
  founder: { aspect: 1, display: 160, widths: [160, 320, 480] },
  /** A past live event (16:10, shown 320 px wide in the slider and the gallery). */
  event: { aspect: 1.6, display: 320, widths: [320, 640, 960] },
} as const;
export type ContentPhotoSlot = keyof typeof CONTENT_PHOTO_SLOTS;

/** `sizes` attribute of each slot's `<img>`. */
export const CONTENT_PHOTO_SIZES: Record<ContentPhotoSlot, string> = {
  hero: '200px',
  trainer: '120px',
  founder: '160px',
  event: '320px',
};

/**
 * Each page's document (the OpenAPI document cannot pair a path parameter with a response shape, so this
 * map and the generic `PublishedContent` / `AdminContent` over it stay written here).
 */
export interface ContentDocuments {
  site: SiteContent;
  refund: PolicyContent;
  privacy: PolicyContent;
  terms: PolicyContent;
  mental: WellnessContent;
  nutrition: WellnessContent;
  physical: WellnessContent;
  lifestyle: WellnessContent;
  home: HomeContent;
  about: AboutContent;
  events: LiveEventsContent;
  contact: ContactContent;
  meta: MetaContent;
  mainslider: MainSliderContent;
}
export type ContentDocument = ContentDocuments[ContentPageId];

/**
 * GET /api/content/:page: the published document, typed by its page (the document's `PublishedContent`
 * has the union of every page's document; this pairs `page` with its own).
 */
export type PublishedContent<P extends ContentPageId = ContentPageId> = Omit<
  GeneratedPublishedContent,
  'page' | 'document'
> & { page: P; document: ContentDocuments[P] };

/** GET /api/admin/content/:page: the draft, typed by its page (as `PublishedContent`). */
export type AdminContent<P extends ContentPageId = ContentPageId> = Omit<
  GeneratedAdminContent,
  'page' | 'document'
> & { page: P; document: ContentDocuments[P] };

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
  const found: ContentProblem[] = [];
  const outer = collected;
  collected = found;
  try {
    if (page === 'site') checkSite(document);
    else if (page === 'events') checkEvents(document);
    else if (page === 'contact') checkContact(document);
    else if (page === 'about') checkAbout(document);
    else if (page === 'meta') checkMeta(document);
    else if (page === 'mainslider') checkMainSlider(document);
    else if ((WELLNESS_CONTENT_PAGES as readonly string[]).includes(page)) checkWellness(document);
    else if ((POLICY_CONTENT_PAGES as readonly string[]).includes(page)) checkPolicy(document);
    else checkHome(document);
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    found.push(error.problem);
  } finally {
    collected = outer;
  }
  return found;
}

/** The problems found by the running check (leaf problems are noted and the check goes on). */
let collected: ContentProblem[] | null = null;

class ShapeError extends Error {
  readonly problem: ContentProblem;
  constructor(path: string, reason: string, code: ContentProblemCode = 'shape', limit?: number) {
    super(`${path}: ${reason}`);
    this.problem = { path, code, reason, ...(limit === undefined ? {} : { limit }) };
  }
}

/** A problem of one field that leaves the rest checkable: noted, and the check goes on. */
function fail(path: string, reason: string, code: ContentProblemCode, limit?: number): void {
  const error = new ShapeError(path, reason, code, limit);
  if (!collected) throw error;
  collected.push(error.problem);
}

type Obj = Record<string, unknown>;

function obj(value: unknown, path: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ShapeError(path, 'must be an object');
  return value as Obj;
}

function str(value: unknown, path: string, required: boolean): string {
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
function text(value: unknown, path: string, optional = false): void {
  const o = obj(value, path);
  str(o.en, `${path}.en`, !optional);
  str(o.hi, `${path}.hi`, false);
}

function num(value: unknown, path: string, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    fail(path, `must be a number from ${min} to ${max}`, 'number', max);
}

function list(
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

function photo(value: unknown, path: string): void {
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

function titled(value: unknown, path: string): Obj {
  const o = obj(value, path);
  text(o.title, `${path}.title`);
  text(o.text, `${path}.text`);
  return o;
}

function checkSite(document: unknown): void {
  const d = obj(document, 'document');
  const bar = obj(d.announcement, 'announcement');
  if (typeof bar.enabled !== 'boolean')
    fail('announcement.enabled', 'must be true or false', 'shape');
  text(bar.text, 'announcement.text', !bar.enabled);
  const link = str(bar.link, 'announcement.link', false);
  const problem = link === '' ? null : siteLinkProblem(link);
  if (problem) fail('announcement.link', `link "${link}" ${problem}`, 'link');
}

function checkHome(document: unknown): void {
  const d = obj(document, 'document');
  const hero = obj(d.hero, 'hero');
  for (const key of ['eyebrow', 'title', 'lead', 'button']) text(hero[key], `hero.${key}`);
  list(hero.slides, 'hero.slides', 1, (item, at) => photo(titled(item, at).photo, `${at}.photo`));
  for (const section of ['reasons', 'features'] as const) {
    const s = obj(d[section], section);
    text(s.title, `${section}.title`);
    text(s.lead, `${section}.lead`);
    list(s.items, `${section}.items`, 1, titled);
  }
  const cta = obj(d.cta, 'cta');
  for (const key of ['title', 'text', 'button']) text(cta[key], `cta.${key}`);
  list(d.counters, 'counters', 0, (item, at) => {
    const o = obj(item, at);
    num(o.value, `${at}.value`, 0, 1e9);
    text(o.suffix, `${at}.suffix`, true);
    text(o.label, `${at}.label`);
  });
  const trainers = obj(d.trainers, 'trainers');
  text(trainers.title, 'trainers.title');
  text(trainers.lead, 'trainers.lead');
  list(trainers.items, 'trainers.items', 1, (item, at) => {
    const o = obj(item, at);
    str(o.name, `${at}.name`, true);
    num(o.years, `${at}.years`, 0, 100);
    text(o.role, `${at}.role`);
    text(o.bio, `${at}.bio`);
    photo(o.photo, `${at}.photo`);
  });
  const founder = obj(d.founder, 'founder');
  text(founder.title, 'founder.title');
  str(founder.name, 'founder.name', true);
  photo(founder.photo, 'founder.photo');
  list(founder.slides, 'founder.slides', 1, titled);
  const faq = obj(d.faq, 'faq');
  text(faq.title, 'faq.title');
  list(faq.items, 'faq.items', 0, (item, at) => {
    const o = obj(item, at);
    text(o.question, `${at}.question`);
    text(o.answer, `${at}.answer`);
  });
}

function checkWellness(document: unknown): void {
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

/** A sentence with a registration link: the words before it and the link's required, after may be empty. */
function linkedSentence(value: unknown, path: string): void {
  const o = obj(value, path);
  text(o.before, `${path}.before`);
  text(o.link_text, `${path}.link_text`);
  text(o.after, `${path}.after`, true);
}

/** A `meta` text: English required, only the placeholders the page fills. */
function metaText(value: unknown, path: string, page: string): void {
  text(value, path);
  const o = value as LocalText;
  for (const lang of ['en', 'hi'] as const)
    for (const [, name] of o[lang].matchAll(/\{([^{}]*)\}/g)) {
      const known = (META_PLACEHOLDERS as readonly string[]).includes(name ?? '');
      if (!known || (name === 'plans' && page !== 'price'))
        fail(`${path}.${lang}`, `unknown placeholder {${name}}`, 'placeholder');
    }
}

function checkMeta(document: unknown): void {
  const d = obj(document, 'document');
  for (const page of META_PAGES) {
    const entry = obj(d[page], page);
    metaText(entry.page_title, `${page}.page_title`, page);
    metaText(entry.description, `${page}.description`, page);
  }
}

function checkMainSlider(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['page_title', 'description', 'eyebrow', 'title', 'lead']) text(d[key], key);
  // One slide per daily slot: the page puts each slot's time before its title.
  const slots = DAILY_SLOTS.length;
  list(d.slides, 'slides', slots, titled, slots);
}

function checkAbout(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['eyebrow', 'title', 'lead', 'button']) text(d[key], key);
  const story = obj(d.story, 'story');
  text(story.title, 'story.title');
  list(story.paragraphs, 'story.paragraphs', 1, (item, at) => text(item, at));
  const values = obj(d.values, 'values');
  text(values.title, 'values.title');
  list(values.items, 'values.items', 1, titled);
}

function checkContact(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['title', 'lead', 'phone_label', 'email_label', 'address_label'])
    text(d[key], key);
}

/** A policy text: English required, its placeholders known and its links allowed (`policyTextProblem`). */
function policyText(value: unknown, path: string): void {
  text(value, path);
  const o = value as LocalText;
  for (const lang of ['en', 'hi'] as const) {
    const reason = policyTextProblem(o[lang]);
    if (reason)
      fail(
        `${path}.${lang}`,
        reason,
        reason.startsWith('unknown placeholder') ? 'placeholder' : 'link',
      );
  }
}

function checkPolicy(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['title', 'description', 'intro']) policyText(d[key], key);
  list(d.sections, 'sections', 1, (item, at) => {
    const section = obj(item, at);
    policyText(section.heading, `${at}.heading`);
    list(section.paragraphs, `${at}.paragraphs`, 1, (p, pat) => policyText(p, pat));
  });
}

function checkEvents(document: unknown): void {
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

/** The public address each content page is seen at (its preview opens there; `site` is on every page). */
export const CONTENT_PAGE_PATHS: Readonly<Record<ContentPageId, string>> = {
  home: '/',
  site: '/',
  about: '/about',
  events: '/livestream',
  contact: '/contact',
  mental: '/mentalhealth',
  nutrition: '/nutrition',
  physical: '/physical',
  lifestyle: '/lifestyle',
  refund: '/returnrefund',
  privacy: '/privacy-policy',
  terms: '/termsofuse',
  meta: '/',
  mainslider: '/mainslider',
};
