import { Alert } from 'antd';
import {
  META_PLACEHOLDERS,
  POLICY_CONTENT_PAGES,
  POLICY_PLACEHOLDERS,
  type ContentPageId,
} from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';

const named = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** What the editor of some pages must know before writing: the policies' markup, the meta placeholders, the slides. */
export function PageNote({ t, page }: { t: LocaleState['t']; page: ContentPageId }) {
  let note: string | null = null;
  if ((POLICY_CONTENT_PAGES as readonly string[]).includes(page))
    note = t('admin.content.policyMarkup', { placeholders: named(POLICY_PLACEHOLDERS) });
  else if (page === 'meta')
    note = t('admin.content.metaPlaceholders', {
      placeholders: named(META_PLACEHOLDERS.filter((name) => name !== 'plans')),
      plans: '{plans}',
    });
  else if (page === 'mainslider') note = t('admin.content.sliderSlides');
  return note ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={note} /> : null;
}
