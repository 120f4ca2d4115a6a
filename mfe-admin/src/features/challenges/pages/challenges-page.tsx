import { useState } from 'react';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { type Challenge } from '@yoga/contracts';
import { formatDateRange, useCatalog, useLocale, type LocaleState } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useDialogEditor } from '../../../components/use-dialog-editor';
import { deferred } from '@yoga/ui';
import { EMPTY_CHALLENGE, toChallengeFormValues, toChallengeRequest } from '../challenge-form';
import {
  useAdminChallengesQuery,
  useCreateChallengeMutation,
  useUpdateChallengeMutation,
} from '../challenges.api';
import { challengesCatalog } from '../i18n';

function columns(
  { t, locale }: LocaleState,
  onEdit: (c: Challenge) => void,
): TableProps<Challenge>['columns'] {
  return [
    {
      title: t('admin.challenges.name'),
      key: 'name',
      render: (_: unknown, c) => (
        <>
          {c.name.en}
          <br />
          <Typography.Text type="secondary">{c.name.hi}</Typography.Text>
        </>
      ),
    },
    {
      title: t('admin.challenges.dates'),
      key: 'dates',
      render: (_: unknown, c) => formatDateRange(c.starts_on, c.ends_on, locale),
    },
    {
      title: t('admin.challenges.rule'),
      key: 'rule',
      render: (_: unknown, c) => t('admin.challenges.ruleValue', { min: c.min_days, days: c.days }),
    },
    {
      title: t('admin.challenges.joined'),
      key: 'joined',
      render: (_: unknown, c) =>
        c.places === null
          ? String(c.joined_count)
          : t('admin.challenges.joinedOfPlaces', { joined: c.joined_count, places: c.places }),
    },
    {
      title: t('admin.challenges.trial'),
      key: 'trial',
      render: (_: unknown, c) => (
        <Tag>
          {c.trial_allowed ? t('admin.challenges.trialYes') : t('admin.challenges.trialNo')}
        </Tag>
      ),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      render: (_: unknown, c) => (
        <Button
          size="small"
          onClick={() => onEdit(c)}
          aria-label={t('admin.challenges.editLabel', { name: c.name.en })}
        >
          {t('admin.common.edit')}
        </Button>
      ),
    },
  ];
}

// The create/edit dialog (Modal, InputNumber, Radio…) loads when it is first opened.
const ChallengeDialog = deferred(() => import('./challenge-dialog').then((m) => m.ChallengeDialog));

/** Challenges: list, create and edit (issue 27). */
export default function ChallengesPage() {
  useCatalog(challengesCatalog);
  const localeState = useLocale();
  const { t } = localeState;
  const { data, error, isFetching, refetch } = useAdminChallengesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [createChallenge, { isLoading: creating }] = useCreateChallengeMutation();
  const [updateChallenge, { isLoading: updating }] = useUpdateChallengeMutation();
  const { form, editing, values, open, save, close } = useDialogEditor({
    empty: EMPTY_CHALLENGE,
    toValues: toChallengeFormValues,
    toRequest: toChallengeRequest,
    create: (body) => createChallenge(body).unwrap(),
    update: (id, body) => updateChallenge({ id, body }).unwrap(),
    texts: { created: t('admin.challenges.created'), updated: t('admin.challenges.updated') },
  });
  // Mounted once first opened, then kept (it closes with its animation, the form keeps its instance).
  const [shown, setShown] = useState(false);
  if (editing !== null && !shown) setShown(true);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('admin.challenges.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('admin.challenges.intro')}
      </Typography.Paragraph>
      <div>
        <Button type="primary" onClick={() => open('new')}>
          {t('admin.challenges.new')}
        </Button>
      </div>
      <QueryError error={error} onRetry={refetch} />
      <Table<Challenge>
        rowKey="id"
        loading={isFetching}
        dataSource={data ?? []}
        columns={columns(localeState, open)}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text>{t('admin.challenges.empty')}</Typography.Text> }}
      />
      {/* Where the dialog was: an empty item of the Space, so the page keeps its gap below the table. */}
      {shown ? (
        <ChallengeDialog
          form={form}
          editing={editing}
          values={values}
          saving={creating || updating}
          onSave={() => void save()}
          onClose={close}
        />
      ) : (
        <span hidden />
      )}
    </Space>
  );
}
