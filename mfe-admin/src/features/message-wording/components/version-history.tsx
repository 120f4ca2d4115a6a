import type { MessageEvent } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { VersionHistoryTable } from '../../../components/version-history-table';
import {
  useMessageWordingVersionsQuery,
  useRestoreMessageWordingMutation,
} from '../message-wording.api';
import '../i18n';

/** The published versions of a kind's wording, newest (live) first; any older one can be restored. */
export function VersionHistory({ kind }: { kind: MessageEvent }) {
  const { t } = useLocale();
  const versions = useMessageWordingVersionsQuery(kind, { refetchOnMountOrArgChange: true });
  const [restore] = useRestoreMessageWordingMutation();
  return (
    <VersionHistoryTable
      versions={versions.data ?? []}
      restore={(version) => restore({ kind, version }).unwrap()}
      scrollX
      words={{
        title: t('admin.wording.history'),
        empty: t('admin.wording.noVersions'),
        version: t('admin.wording.version'),
        when: t('admin.wording.when'),
        who: t('admin.wording.who'),
        live: t('admin.wording.live'),
        restore: t('admin.wording.restore'),
        cancel: t('admin.wording.cancel'),
        restoredFrom: (version) => t('admin.wording.restoredFrom', { version }),
        restoreConfirm: (version) => t('admin.wording.restoreConfirm', { version }),
        restored: (version) => t('admin.wording.restored', { version }),
      }}
    />
  );
}
