// Writes backend/src/modules/content/content.seed-documents.ts: the first content of the edited public
// pages, the texts the pages show today (mfe-public's Lingui catalogues, with the values they are drawn
// with filled in). Run it again when those catalogues change: node scripts/make-content-seed.mjs
// The policy pages' texts (refund, privacy, terms) live in content.seed-policies.ts itself (edited by hand).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as c from '@yoga/contracts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
function catalogue(locale) {
  const po = [
    'mfe-public/src/locales',
    'mfe-public/src/features/home/locales',
    'mfe-public/src/features/home/below-fold/locales',
    'mfe-public/src/features/pricing/locales',
    'mfe-public/src/features/live-events/locales',
    'mfe-public/src/features/contact/locales',
    'mfe-public/src/features/about/locales',
    'mfe-public/src/features/wellness/locales',
  ]
    .map((dir) => readFileSync(path.join(root, dir, `${locale}.po`), 'utf8'))
    .join('\n');
  const map = new Map();
  const re = /^msgid "(.*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
  for (const m of po.matchAll(re)) map.set(m[1], JSON.parse(`"${m[2]}"`));
  return map;
}
const catalogues = { en: catalogue('en'), hi: catalogue('hi') };
const morning = c.DAILY_SLOTS.filter((s) => s.period === 'morning')
  .map((s) => s.time)
  .join(', ');
const evening = c.DAILY_SLOTS.filter((s) => s.period === 'evening')
  .map((s) => s.time)
  .join(', ');
const values = {
  slots: c.SLOTS_PER_DAY,
  days: c.DAYS_PER_YEAR,
  trialDays: c.TRIAL_DAYS,
  minutes: c.ROUTINE_MINUTES,
  morning,
  evening,
  crore: c.STATS.peopleAttendedCrore,
  brand: c.SITE.brandName,
  years: c.FOUNDER_CORPORATE_YEARS,
  city: c.SITE.address.city,
  times: c.DAILY_SLOTS.map((s) => s.time).join(', '),
  a: c.TRAINER_EXPERIENCE_YEARS[0],
  b: c.TRAINER_EXPERIENCE_YEARS[1],
  c: c.TRAINER_EXPERIENCE_YEARS[2],
};
function one(locale, id) {
  const message = catalogues[locale].get(id);
  if (message === undefined) throw new Error(`${id} missing in ${locale}.po`);
  return message.replace(/\{(\w+)\}/g, (all, name) => {
    if (!(name in values)) throw new Error(`${id}: no value for {${name}}`);
    return String(values[name]);
  });
}
const t = (id) => ({ en: one('en', id), hi: one('hi', id) });
const range = (n) => Array.from({ length: n }, (_, i) => i + 1);
const titled = (prefix, n) =>
  range(n).map((i) => ({ title: t(`${prefix}.${i}.title`), text: t(`${prefix}.${i}.text`) }));
const home = {
  hero: {
    eyebrow: t('public.home.hero.eyebrow'),
    title: t('public.home.hero.title'),
    lead: t('public.home.hero.lead'),
    button: t('public.home.hero.start'),
    slides: titled('public.home.slide', 5).map((s) => ({ ...s, photo: null })),
  },
  reasons: {
    title: t('public.home.reasons.title'),
    lead: t('public.home.reasons.lead'),
    items: titled('public.home.benefit', 6),
  },
  features: {
    title: t('public.home.features.title'),
    lead: t('public.home.features.lead'),
    items: titled('public.home.feature', 6),
  },
  cta: {
    title: t('public.home.cta.title'),
    text: t('public.home.cta.text'),
    button: t('public.home.cta.button'),
  },
  counters: [
    {
      value: c.STATS.peopleAttendedCrore,
      suffix: t('public.home.stat.people.suffix'),
      label: t('public.home.stat.people.label'),
    },
    {
      value: c.STATS.yearsOfService,
      suffix: { en: '+', hi: '+' },
      label: t('public.home.stat.years.label'),
    },
    {
      value: c.STATS.rating,
      suffix: { en: ' / 5', hi: ' / 5' },
      label: t('public.home.stat.rating.label'),
    },
  ],
  trainers: {
    title: t('public.home.trainers.title'),
    lead: t('public.home.trainers.lead'),
    items: ['Acharya Raghav Mishra', 'Meera Iyer', 'Arjun Thakur'].map((name, i) => ({
      name,
      years: c.TRAINER_EXPERIENCE_YEARS[i] ?? 0,
      role: t(`public.home.trainer.${i + 1}.speciality`),
      bio: t(`public.home.trainer.${i + 1}.about`),
      photo: null,
    })),
  },
  founder: {
    title: t('public.home.founder.title'),
    name: 'Rajendra Prasad Gupta',
    photo: null,
    slides: titled('public.home.founder', 3),
  },
  faq: {
    title: t('public.home.faq.title'),
    items: range(7).map((i) => ({
      question: t(`public.home.faq.${i}.question`),
      answer: t(`public.home.faq.${i}.answer`),
    })),
  },
};
const events = {
  eyebrow: t('public.events.eyebrow'),
  title: t('public.events.title'),
  lead: t('public.events.lead'),
  past: {
    title: t('public.events.past.title'),
    items: range(6).map((i) => ({
      title: t(`public.events.past.${i}.title`),
      text: t(`public.events.past.${i}.text`),
      photo: null,
    })),
  },
  gallery: { title: t('public.events.gallery.title'), lead: t('public.events.gallery.lead') },
};
const about = {
  eyebrow: t('public.about.eyebrow'),
  title: t('public.about.title'),
  lead: t('public.about.lead'),
  story: {
    title: t('public.about.story.title'),
    paragraphs: range(3).map((i) => t(`public.about.story.${i}`)),
  },
  values: { title: t('public.about.values.title'), items: titled('public.about.value', 4) },
  button: t('public.about.join'),
};
// The wellness pages: cards per topic as today (wellness.content.ts), four tips each.
const WELLNESS_CARDS = { mental: 4, nutrition: 3, physical: 3, lifestyle: 4 };
const wellness = Object.fromEntries(
  Object.entries(WELLNESS_CARDS).map(([key, cards]) => {
    const k = `public.wellness.${key}`;
    return [
      key,
      {
        title: t(`${k}.title`),
        description: t(`${k}.description`),
        eyebrow: t(`${k}.eyebrow`),
        lead: t(`${k}.lead`),
        cards: { title: t(`${k}.cardsTitle`), items: titled(`${k}.card`, cards) },
        tips: { title: t(`${k}.tips.title`), items: range(4).map((i) => t(`${k}.tips.${i}`)) },
      },
    ];
  }),
);
const contact = {
  title: t('public.contact.title'),
  lead: t('public.contact.lead'),
  phone_label: t('public.contact.phone'),
  email_label: t('public.contact.email'),
  address_label: t('public.contact.address'),
};
const site = { announcement: { enabled: false, text: { en: '', hi: '' }, link: '' } };
const out = `// Generated by scripts/make-content-seed.mjs from mfe-public's catalogues: do not edit by hand.
import type { ContentDocuments } from '@yoga/contracts';
import { POLICY_SEED } from './content.seed-policies.js';

/** The first content of each page: exactly what the pages showed before they were edited. */
export const CONTENT_SEED: ContentDocuments = ${JSON.stringify({ site, home, about, events, contact, ...wellness }, null, 2).replace(/\n}$/, ',\n  ...POLICY_SEED,\n}')};
`;
writeFileSync(path.join(root, 'backend/src/modules/content/content.seed-documents.ts'), out);
