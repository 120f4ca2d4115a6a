import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  fillPolicyText,
  isSiteLink,
  localText,
  policyInline,
  telHref,
  type LocalText,
  type Plan,
  type PolicyPageId,
  type PolicyPlaceholder,
} from '@yoga/contracts';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import {
  SampleDetailsNote,
  streetAddress,
  useBusinessDetails,
  useBusinessRules,
} from '@yoga/site-settings';
import { PageFallback } from '../../../shared/components/page-fallback';
import { usePageContent } from '../../../shared/content';
import { policiesCatalog } from '../i18n';
import { planMonthsText } from '../policies.content';
import { PolicyLayout } from './policy-layout';

/** Site paths of the panels are not localized (`/user/profile` has no `/hi/` form). */
const PANEL_PATH = /^\/(user|admin)(\/|$)/;

type Fill = (text: string) => string;

/** Placeholders whose values are names, kept as written by page translators (`translate="no"`). */
const NAMES = new Set(['brand', 'legal_name', 'address', 'city', 'state', 'grievance_officer']);

/** `text` with its placeholders filled; the names marked `translate="no"` (the rest kept in one string). */
function Filled({ text, fill }: { text: string; fill: Fill }) {
  const nodes: ReactNode[] = [];
  let plain = '';
  text.split(/(\{\w+\})/).forEach((part, i) => {
    if (i % 2 === 0 || !NAMES.has(part.slice(1, -1))) {
      plain += fill(part);
      return;
    }
    if (plain) nodes.push(plain);
    plain = '';
    nodes.push(
      <span key={i} translate="no">
        {fill(part)}
      </span>,
    );
  });
  if (plain) nodes.push(plain);
  return <>{nodes}</>;
}

/**
 * One paragraph's text: bold, links (site paths in the page's language) and plain text; the markup is
 * read before the placeholders are filled (a phone number has spaces).
 */
function Inline({ text, fill }: { text: string; fill: Fill }) {
  const to = useLocalePath();
  return (
    <>
      {policyInline(text).map((part, i) => {
        if (part.kind === 'text') return <Filled key={i} text={part.text} fill={fill} />;
        if (part.kind === 'strong')
          return (
            <strong key={i}>
              <Filled text={part.text} fill={fill} />
            </strong>
          );
        const filled = fill(part.href);
        const href = filled.startsWith('tel:') ? telHref(filled.slice(4)) : filled;
        // Checked again as filled (issue 38): a link stored before the API refused it, or one a
        // placeholder turned into another site's address, shows as its text only.
        if (!isSiteLink(href)) return <Filled key={i} text={part.text} fill={fill} />;
        if (href.startsWith('/'))
          return (
            <Link key={i} to={PANEL_PATH.test(href) ? href : to(href)}>
              {fill(part.text)}
            </Link>
          );
        return (
          <a key={i} href={href}>
            {fill(part.text)}
          </a>
        );
      })}
    </>
  );
}

/** Paragraphs, consecutive `- ` items drawn as one bulleted list. */
function Paragraphs({ texts, fill }: { texts: string[]; fill: Fill }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (!items.length) return;
    blocks.push(
      <ul key={blocks.length}>
        {items.map((item, i) => (
          <li key={i}>
            <Inline text={item} fill={fill} />
          </li>
        ))}
      </ul>,
    );
    items = [];
  };
  for (const text of texts) {
    if (text.startsWith('- ')) {
      items.push(text.slice(2));
      continue;
    }
    flush();
    blocks.push(
      <p key={blocks.length}>
        <Inline text={text} fill={fill} />
      </p>,
    );
  }
  flush();
  return <>{blocks}</>;
}

/**
 * A policy page drawn from its edited content (docs/content.md): the published document comes in the
 * page's server data (a preview: the draft); the placeholders are filled with the business details, rules
 * and plans of their owners. `plans`: the plans on sale, for `{plan_months}` (refund and terms).
 */
export function PolicyPage({
  page,
  plans,
}: {
  page: PolicyPageId;
  plans?: readonly Pick<Plan, 'months'>[] | null;
}) {
  useCatalog(policiesCatalog);
  const { t, locale } = useLocale();
  const details = useBusinessDetails();
  const rules = useBusinessRules();
  const content = usePageContent(page);
  const values: Record<PolicyPlaceholder, string> = {
    brand: details.brand_name,
    legal_name: details.legal_name,
    address: streetAddress(details),
    city: details.address.city,
    state: details.address.state,
    phone: details.phone,
    email: details.email,
    grievance_officer: details.grievance.name,
    grievance_email: details.grievance.email,
    grievance_phone: details.grievance.phone,
    trial_days: String(rules.trial_days),
    // The plans on sale come in the page's server data (a client-side visit asks GET /api/plans).
    plan_months: plans ? planMonthsText(t, plans) : '…',
  };
  const fill = (value: string) => fillPolicyText(value, values);
  const text = (value: LocalText) => fill(localText(value, locale));
  // Until the content arrives (a client-side visit reads GET /api/content/:page once): the placeholder.
  if (!content) return <PageFallback />;
  return (
    <PolicyLayout
      title={text(content.title)}
      description={text(content.description)}
      lead={text(content.intro)}
    >
      {content.sections.map((section, i) => (
        <Fragment key={i}>
          <h2>{text(section.heading)}</h2>
          <Paragraphs texts={section.paragraphs.map((p) => localText(p, locale))} fill={fill} />
        </Fragment>
      ))}
      <SampleDetailsNote details={details} text={t('public.policy.sample')} />
    </PolicyLayout>
  );
}
