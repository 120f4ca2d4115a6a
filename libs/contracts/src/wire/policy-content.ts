// The policy pages' helpers (docs/content.md), apart from content.ts so that a page that does not draw a
// policy (the home page) carries none of them: only the policy pages and the content checks import this module.
// It holds no wire shape (ADR 0016): a policy page's document, `PolicyContent` with its `PolicySectionContent`s,
// is generated from the server's classes and re-exported by content.ts; `PolicyInline` is what `policyInline`
// reads out of a text (never sent), and `PolicyPlaceholder` the union of a value list.
import { siteLinkProblem } from '../rules/links.js';
import type { PolicyPageId } from './content.js';

/** The three policy pages (`/returnrefund`, `/privacy-policy`, `/termsofuse`; one shape, `PolicyContent`). */
export const POLICY_CONTENT_PAGES: readonly PolicyPageId[] = ['refund', 'privacy', 'terms'];

/**
 * The placeholders of policy texts: the values have their own owners (business details in the site
 * settings, business rules, plans), so an edit there shows in the policies without editing them.
 */
export const POLICY_PLACEHOLDERS = [
  'brand',
  'legal_name',
  'address',
  'city',
  'state',
  'phone',
  'email',
  'grievance_officer',
  'grievance_email',
  'grievance_phone',
  'trial_days',
  'plan_months',
] as const;
export type PolicyPlaceholder = (typeof POLICY_PLACEHOLDERS)[number];

/** A piece of a policy paragraph: text, bold text, or a link (`href` a site path or a full URL). */
export type PolicyInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

const POLICY_MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** `text` with each `{placeholder}` replaced (unknown names are left as they are). */
export function fillPolicyText(
  text: string,
  values: Partial<Record<PolicyPlaceholder, string>>,
): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) =>
    (POLICY_PLACEHOLDERS as readonly string[]).includes(name)
      ? (values[name as PolicyPlaceholder] ?? '')
      : all,
  );
}

/** A paragraph's pieces (`**bold**`, `[label](target)`, the rest text). */
export function policyInline(text: string): PolicyInline[] {
  const parts: PolicyInline[] = [];
  let at = 0;
  for (const m of text.matchAll(POLICY_MARKUP)) {
    const index = m.index ?? 0;
    if (index > at) parts.push({ kind: 'text', text: text.slice(at, index) });
    if (m[1] !== undefined) parts.push({ kind: 'strong', text: m[1] });
    else parts.push({ kind: 'link', text: m[2] ?? '', href: m[3] ?? '' });
    at = index + m[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** Why a policy text in one language is refused (an unknown placeholder, a link elsewhere), or null. */
export function policyTextProblem(text: string): string | null {
  for (const m of text.matchAll(/\{(\w*)\}/g)) {
    if (!(POLICY_PLACEHOLDERS as readonly string[]).includes(m[1] ?? ''))
      return `unknown placeholder {${m[1] ?? ''}} (known: ${POLICY_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`;
  }
  for (const part of policyInline(text)) {
    if (part.kind !== 'link') continue;
    const problem = siteLinkProblem(part.href);
    if (problem) return `link "${part.href}" ${problem}`;
  }
  return null;
}
