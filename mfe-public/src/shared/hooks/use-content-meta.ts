import { fillMetaText, localText, type MetaPageId, type MetaPlaceholder } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { useBusinessDetails, useBusinessRules } from '@yoga/site-settings';
import { usePageContent } from '../content';
import { usePageMeta } from './use-page-meta';

/**
 * Sets the title and meta description of a page from its entry of the `meta` content document (the
 * owner's words, docs/content.md), its placeholders filled: `{brand}`, `{city}`, `{trial_days}` and
 * what the page gives (`{plans}`). The brand alone until the document is read (a client-side visit).
 */
export function useContentMeta(
  page: MetaPageId,
  values?: Partial<Record<MetaPlaceholder, string>>,
): void {
  const { locale } = useLocale();
  const details = useBusinessDetails();
  const rules = useBusinessRules();
  const entry = usePageContent('meta', (document) => page in document)?.[page];
  const fill = (text: { en: string; hi: string } | undefined) =>
    text
      ? fillMetaText(localText(text, locale), {
          brand: details.brand_name,
          city: details.address.city,
          trial_days: rules.trial_days,
          ...values,
        })
      : '';
  usePageMeta(fill(entry?.page_title) || details.brand_name, fill(entry?.description));
}
