import type { Language, MessageWordingProblem } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import './i18n';

/** What the message wording page's parts share: the languages side by side and a problem's words and place. */

export type T = LocaleState['t'];
export const LANGS: readonly Language[] = ['en', 'hi'];

/** The DOM id of a field's text box (`email_body.hi`): the summary's links move the focus there. */
export const inputId = (field: string) => `wording-${field.replace('.', '-')}`;

/** A problem in words, for the owner. */
export function problemWords(t: T, problem: MessageWordingProblem): string {
  return t(`admin.wording.problem.${problem.code}`, {
    placeholder: `{${problem.placeholder ?? ''}}`,
    limit: problem.limit ?? 0,
  });
}

/** Where a problem is: "Email text (Hindi)". */
export function problemPlace(t: T, field: string): string {
  const [name, language] = field.split('.');
  const label = t(`admin.wording.field.${name ?? ''}`);
  return language ? `${label} (${t(`admin.wording.lang.${language}`)})` : label;
}

/** Brings a field's text box into view and gives it the focus. */
export function goTo(field: string) {
  const target = document.getElementById(inputId(field));
  target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target?.focus({ preventScroll: true });
}
