import { Button, Form, Input, Space, Typography } from 'antd';
import { PlainCard } from '../../../components/plain-card';
import { useLocale } from '@yoga/i18n';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { slotFieldRule } from '../slot-validation';
import { useSetSlotsLinkMutation } from '../timetable.api';
import '../i18n';

interface SlotsLinkBarProps {
  /** The ticked slots (across day filters). */
  selectedIds: number[];
  /** The slots the table shows now ("Select all shown"). */
  shownIds: number[];
  onSelect: (ids: number[]) => void;
  /** After the link was applied (the selection is cleared) or Clear selection. */
  onClear: () => void;
}

/** One meeting link for many slots: tick them in the table, paste the link, apply. */
export function SlotsLinkBar({ selectedIds, shownIds, onSelect, onClear }: SlotsLinkBarProps) {
  const { t } = useLocale();
  const [form] = Form.useForm<{ link: string }>();
  const [setLink, { isLoading }] = useSetSlotsLinkMutation();
  const run = useMutationFeedback();
  const count = selectedIds.length;
  const selectShown = () => onSelect([...new Set([...selectedIds, ...shownIds])]);
  const selectAllButton = (
    <Button onClick={selectShown} disabled={shownIds.every((id) => selectedIds.includes(id))}>
      {t('admin.timetable.bulk.selectShown', { count: shownIds.length })}
    </Button>
  );

  const apply = async ({ link }: { link: string }) => {
    const done = await run(
      () => setLink({ ids: selectedIds, link: link.trim() }).unwrap(),
      t('admin.timetable.bulk.done', { count }),
    );
    if (done) {
      form.resetFields();
      onClear();
    }
  };

  return (
    <PlainCard
      role="region"
      aria-label={t('admin.timetable.bulk.label')}
      title={t('admin.timetable.bulk.label')}
      style={{ marginBottom: 12 }}
    >
      {count === 0 ? (
        <Space wrap>
          <Typography.Text>{t('admin.timetable.bulk.hint')}</Typography.Text>
          {selectAllButton}
        </Space>
      ) : (
        <Form form={form} layout="inline" onFinish={apply} style={{ rowGap: 8 }}>
          <Typography.Text strong style={{ marginRight: 12, lineHeight: '32px' }}>
            {t('admin.timetable.bulk.selected', { count })}
          </Typography.Text>
          <Form.Item
            name="link"
            label={t('admin.timetable.bulk.link')}
            rules={[slotFieldRule('link')]}
            style={{ flex: '1 1 280px' }}
          >
            <Input type="url" inputMode="url" placeholder="https://" />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              {t('admin.timetable.bulk.apply', { count })}
            </Button>
            {selectAllButton}
            <Button onClick={onClear}>{t('admin.timetable.bulk.clear')}</Button>
          </Space>
        </Form>
      )}
    </PlainCard>
  );
}
