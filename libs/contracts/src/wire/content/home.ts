import { list, num, obj, photo, str, text, titled } from './fields.js';

// The home page's document (`HomeContent`).

export function checkHome(document: unknown): void {
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
