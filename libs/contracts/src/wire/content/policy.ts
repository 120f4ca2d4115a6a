import { policyTextProblem } from '../policy-content.js';
import type { LocalText } from '../api.generated.js';
import { fail, list, obj, text } from './fields.js';

// The policy pages' document (`PolicyContent`; their helpers are in policy-content.ts).

/** The three policy pages (`/returnrefund`, `/privacy-policy`, `/termsofuse`; one shape, `PolicyContent`). */
export type PolicyPageId = 'refund' | 'privacy' | 'terms';

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

export function checkPolicy(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['title', 'description', 'intro']) policyText(d[key], key);
  list(d.sections, 'sections', 1, (item, at) => {
    const section = obj(item, at);
    policyText(section.heading, `${at}.heading`);
    list(section.paragraphs, `${at}.paragraphs`, 1, (p, pat) => policyText(p, pat));
  });
}
