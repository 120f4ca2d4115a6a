import { useEffect, useState } from 'react';
import {
  CANCEL_CUTOFF_MINUTES,
  JOIN_WINDOW,
  MINOR_PER_MAJOR,
  REFERRAL_REWARD_DEFAULTS,
  TRIAL_DAYS,
  type ShownBusinessRules,
} from '@yoga/contracts';

export const BUSINESS_RULES_URL = '/api/business-rules';

/** Today's defaults: shown until the one request of the page answers (or when it fails). */
export const DEFAULT_SHOWN_RULES: ShownBusinessRules = {
  trial_days: TRIAL_DAYS,
  referral_reward: {
    INR: REFERRAL_REWARD_DEFAULTS.INR * MINOR_PER_MAJOR,
    USD: REFERRAL_REWARD_DEFAULTS.USD * MINOR_PER_MAJOR,
  },
  join_window: {
    before_minutes: JOIN_WINDOW.beforeMinutes,
    after_minutes: JOIN_WINDOW.afterMinutes,
  },
  cancel_cutoff_minutes: CANCEL_CUTOFF_MINUTES,
};

function isShownRules(value: unknown): value is ShownBusinessRules {
  const r = value as Partial<ShownBusinessRules> | null;
  return (
    typeof r?.trial_days === 'number' &&
    typeof r.cancel_cutoff_minutes === 'number' &&
    typeof r.join_window?.before_minutes === 'number' &&
    typeof r.referral_reward?.INR === 'number'
  );
}

interface PageCache {
  request?: Promise<ShownBusinessRules>;
  loaded?: ShownBusinessRules;
}
const CACHE_KEY = Symbol.for('yoga.business-rules');
function pageCache(): PageCache {
  const page = globalThis as { [CACHE_KEY]?: PageCache };
  return (page[CACHE_KEY] ??= {});
}

/** The business rules, fetched once per page whichever areas show them; never rejects (defaults). */
export function loadBusinessRules(): Promise<ShownBusinessRules> {
  const cache = pageCache();
  cache.request ??= Promise.resolve()
    .then(() => fetch(BUSINESS_RULES_URL))
    .then((res) => (res.ok ? res.json() : undefined))
    .then((body: unknown) => (isShownRules(body) ? body : DEFAULT_SHOWN_RULES))
    .catch(() => DEFAULT_SHOWN_RULES)
    .then((rules) => (cache.loaded = rules));
  return cache.request;
}

/** Uses `rules` as this page's answer without a request (what a server-rendered page was drawn with). */
export function primeBusinessRules(rules: ShownBusinessRules): void {
  const cache = pageCache();
  cache.loaded = rules;
  cache.request = Promise.resolve(rules);
}

/** Forgets the loaded rules (tests). */
export function resetBusinessRules(): void {
  const cache = pageCache();
  delete cache.request;
  delete cache.loaded;
}

/** The business rules for a component (trial length, join window, …): the defaults until loaded. */
export function useBusinessRules(): ShownBusinessRules {
  const [rules, setRules] = useState(() => pageCache().loaded ?? DEFAULT_SHOWN_RULES);
  useEffect(() => {
    let live = true;
    void loadBusinessRules().then((r) => live && setRules(r));
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
