import {
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableProps } from 'antd';
import { CHALLENGE_LENGTHS, type Challenge } from '@yoga/contracts';
import { formatDateRange, useCatalog, useLocale, type LocaleState } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useDialogEditor } from '../../../components/use-dialog-editor';
import {
  EMPTY_CHALLENGE,
  nameDisagrees,
  nameWithLength,
  toChallengeFormValues,
  toChallengeRequest,
} from '../challenge-form';
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

/**
 * The length follows into the names: choosing 14 days turns "21-Day Yoga" into "14-Day Yoga" (both
 * languages). Only on the admin's own choice of a length, never when a challenge is loaded.
 */
function useLengthInNames() {
  const form = Form.useFormInstance();
  const days = Form.useWatch('days', form) as number | undefined;
  const onLengthChosen = (to: number) => {
    if (days === undefined || days === to) return;
    for (const field of ['name_en', 'name_hi'] as const) {
      const name = form.getFieldValue(field) as string | undefined;
      if (name) form.setFieldValue(field, nameWithLength(name, days, to));
    }
  };
  return { days, onLengthChosen };
}

function ChallengeForm() {
  const { t } = useLocale();
  const required = [{ required: true, whitespace: true, message: t('admin.challenges.required') }];
  const { days, onLengthChosen } = useLengthInNames();
  const nameEn = Form.useWatch('name_en') as string | undefined;
  const nameHi = Form.useWatch('name_hi') as string | undefined;
  const disagrees = (name: string | undefined) =>
    days !== undefined && name && nameDisagrees(name, days)
      ? {
          validateStatus: 'warning' as const,
          help: t('admin.challenges.nameLengthDisagrees', { days }),
        }
      : {};
  return (
    <>
      <Form.Item
        name="name_en"
        label={t('admin.challenges.nameEn')}
        rules={required}
        {...disagrees(nameEn)}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        name="name_hi"
        label={t('admin.challenges.nameHi')}
        rules={required}
        {...disagrees(nameHi)}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="description_en" label={t('admin.challenges.descriptionEn')}>
        <Input.TextArea maxLength={2000} rows={2} />
      </Form.Item>
      <Form.Item
        name="description_hi"
        label={t('admin.challenges.descriptionHi')}
        extra={t('admin.challenges.descriptionHelp')}
      >
        <Input.TextArea maxLength={2000} rows={2} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="starts_on" label={t('admin.challenges.startsOn')} rules={required}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="days" label={t('admin.challenges.length')}>
          <Radio.Group
            onChange={(e) => onLengthChosen(Number(e.target.value))}
            options={CHALLENGE_LENGTHS.map((d) => ({
              value: d,
              label: t('admin.challenges.daysValue', { days: d }),
            }))}
          />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item
          name="min_days"
          label={t('admin.challenges.minDays')}
          extra={t('admin.challenges.minDaysHelp')}
        >
          <InputNumber min={1} max={40} precision={0} />
        </Form.Item>
        <Form.Item
          name="places"
          label={t('admin.challenges.places')}
          extra={t('admin.challenges.placesHelp')}
        >
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item
          name="trial_allowed"
          label={t('admin.challenges.trialAllowed')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Space>
    </>
  );
}

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
  const { form, editing, open, save, close } = useDialogEditor({
    empty: EMPTY_CHALLENGE,
    toValues: toChallengeFormValues,
    toRequest: toChallengeRequest,
    create: (body) => createChallenge(body).unwrap(),
    update: (id, body) => updateChallenge({ id, body }).unwrap(),
    texts: { created: t('admin.challenges.created'), updated: t('admin.challenges.updated') },
  });

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
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('admin.challenges.new') : t('admin.challenges.edit')}
        okText={t('admin.common.save')}
        cancelText={t('admin.common.cancel')}
        confirmLoading={creating || updating}
        onOk={() => void save()}
        onCancel={close}
        forceRender
      >
        <Form form={form} layout="vertical" initialValues={EMPTY_CHALLENGE}>
          <ChallengeForm />
        </Form>
      </Modal>
    </Space>
  );
}
