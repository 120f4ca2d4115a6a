import type { ContentPageId } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { VersionHistoryTable } from '../../../components/version-history-table';
import { useContentVersionsQuery, useRestoreContentMutation } from '../site-content.api';
import '../i18n';

/** The published versions of a page's content, newest (live) first; any older one can be restored. */
export function ContentHistory({ page }: { page: ContentPageId }) {
  const { t } = useLocale();
  const versions = useContentVersionsQuery(page, { refetchOnMountOrArgChange: true });
  const [restore] = useRestoreContentMutation();
  return (
    <VersionHistoryTable
      versions={versions.data ?? []}
      restore={(version) => restore({ page, version }).unwrap()}
      words={{
        title: t('admin.content.history'),
        empty: t('admin.content.noVersions'),
        version: t('admin.content.version'),
        when: t('admin.content.when'),
        who: t('admin.content.who'),
        live: t('admin.content.live'),
        restore: t('admin.content.restore'),
        cancel: t('admin.content.cancel'),
        restoredFrom: (version) => t('admin.content.restoredFrom', { version }),
        restoreConfirm: (version) => t('admin.content.restoreConfirm', { version }),
        restored: (version) => t('admin.content.restored', { version }),
      }}
    />
  );
}
