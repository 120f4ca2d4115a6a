import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

/**
 * Issue 38: "1 months", "1 महीने", "1 practice days". A count shown next to its noun goes through the
 * language's plural rules (an ICU `plural`, which Lingui answers with Intl.PluralRules), in every web
 * catalogue: English month/months, Hindi महीना/महीने.
 */

/** Nouns whose form follows the count: English, and the Hindi ones that change (दिन, साल, क्लास do not). */
const NOUNS = {
  en: /^(?:practice )?(?:months?|days?|classes|class|weeks?|students?|minutes?|hours?|years?|times|bookings?|places?|referrals?|referrers?|messages?|people|slots?|sessions?)\b/,
  hi: /^(?:महीने|महीना|महीनों|हफ़्ते|हफ़्ता|हफ्ते|हफ्ता)/,
};

/**
 * Counts the business fixes and that are never 1 (the trial's 14 days, a class's 45 minutes, the
 * schedule's 7 days, a challenge's 14/21/40 days, the metrics' windows), and money
 * ("{credits} credits" is an amount): written without a plural on purpose.
 */
const FIXED_COUNTS = new Set([
  'admin.challenges.daysValue',
  'admin.challenges.nameLengthDisagrees',
  'admin.challenges.ruleValue',
  'admin.messages.intro',
  'admin.metrics.churn',
  'admin.metrics.def.churn',
  'admin.metrics.def.renewalRate',
  'admin.metrics.def.trialConversion',
  'admin.metrics.renewalAuto',
  'admin.metrics.renewalOnce',
  'admin.metrics.trialConversion',
  'admin.timetable.durationRange',
  'admin.timetable.intro',
  'public.auth.forgot.intro',
  'public.auth.register.emailNote',
  'public.auth.register.intro',
  'public.auth.register.whatsappNote',
  'public.home.trainer.years',
  'public.price.lead',
  'public.price.terms',
  'public.schedule.days',
  'public.schedule.empty',
  'public.schedule.lead',
  'user.calendar.joinFromBookings',
  'user.challenges.rule',
  'user.challenges.ruleEveryDay',
  'user.consent.intro',
  'user.dashboard.first.how',
  'user.pause.rules',
  'user.plans.afterCredits',
]);

function catalogues(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) catalogues(full, found);
    else if (/^(en|hi)\.po$/.test(name)) found.push(full);
  }
  return found;
}

/** `msgstr` outside any ICU `plural`/`select` block (their branches are the plural rules' own words). */
function outsidePlurals(text: string): string {
  let out = '';
  let depth = 0;
  let inPlural = 0;
  for (let i = 0; i < text.length; i++) {
    const rest = text.slice(i);
    if (text[i] === '{') {
      depth++;
      if (!inPlural && /^\{\w+, (plural|select|selectordinal),/.test(rest)) inPlural = depth;
    }
    if (!inPlural) out += text[i];
    if (text[i] === '}') {
      if (inPlural === depth) inPlural = 0;
      depth--;
    }
  }
  return out;
}

describe('counts in the web catalogues follow plural rules (issue 38)', () => {
  const files = ['mfe-admin/src', 'mfe-user/src', 'mfe-public/src', 'shell/src', 'libs'].flatMap(
    (dir) => catalogues(path.join(REPO_ROOT, dir)),
  );

  it('finds the catalogues', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('writes no count beside its noun without a plural, in English or Hindi', () => {
    const bare: string[] = [];
    for (const file of files) {
      const lang = file.endsWith('hi.po') ? 'hi' : 'en';
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)) {
        const [, key, value] = m;
        if (FIXED_COUNTS.has(key)) continue;
        const plain = outsidePlurals(value);
        for (const p of plain.matchAll(/\{\w+\} ?/g)) {
          const after = plain.slice((p.index ?? 0) + p[0].length);
          if (NOUNS[lang].test(after))
            bare.push(`${path.relative(REPO_ROOT, file)} ${key}: ${p[0]}${after.slice(0, 16)}`);
        }
      }
    }
    expect(bare).toEqual([]);
  });
});
