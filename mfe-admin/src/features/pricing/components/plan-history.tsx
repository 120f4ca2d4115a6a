import { Alert, Button, Empty, List, Modal, Skeleton, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { CURRENCIES, formatPriceMinor, type Plan, type PlanHistoryEntry } from '@yoga/contracts';
import { useLocale, type LocaleState } from '@yoga/i18n';
import { formatPanelDateTime } from '../../../components/use-admin-formats';
import { usePlanHistoryQuery } from '../pricing.api';
import '../i18n';

type T = LocaleState['t'];

/** What one change changed, one line a field: "INR offer: ₹1,699 → ₹1,299". */
export function changeLines(t: T, before: Plan | null, after: Plan): string[] {
  if (!before) return [t('admin.pricing.history.created')];
  const lines: string[] = [];
  const text = (v: unknown) =>
    typeof v === 'boolean' ? t(v ? 'admin.pricing.yes' : 'admin.pricing.no') : String(v ?? '—');
  const line = (label: string, from: string, to: string) => {
    if (from !== to) lines.push(`${label}: ${from} → ${to}`);
  };
  line(t('admin.pricing.field.nameEn'), before.name_en, after.name_en);
  line(t('admin.pricing.field.nameHi'), before.name_hi, after.name_hi);
  line(t('admin.pricing.months'), text(before.months), text(after.months));
  line(t('admin.pricing.field.order'), text(before.sort_order), text(after.sort_order));
  line(t('admin.pricing.field.popular'), text(before.popular), text(after.popular));
  line(t('admin.pricing.field.active'), text(before.active), text(after.active));
  for (const currency of CURRENCIES) {
    const [b, a] = [before.prices[currency], after.prices[currency]];
    // An added currency (issue 37) may be absent on either side: "–".
    if (!b && !a) continue;
    const money = (p: typeof b, field: 'original' | 'offer' | 'redeemable') =>
      p ? formatPriceMinor(p[field], currency) : '–';
    for (const field of ['original', 'offer', 'redeemable'] as const)
      line(`${currency} ${t(`admin.pricing.${field}`)}`, money(b, field), money(a, field));
    line(
      `${currency} ${t('admin.pricing.field.showDiscount')}`,
      b ? text(b.show_discount) : '–',
      a ? text(a.show_discount) : '–',
    );
    line(
      `${currency} ${t('admin.pricing.field.label')}`,
      b ? text(b.label) : '–',
      a ? text(a.label) : '–',
    );
  }
  return lines.length ? lines : [t('admin.pricing.history.noChange')];
}

/** Every change of one plan, newest first: when, who, and what changed (before → after). */
export function PlanHistory({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t, locale } = useLocale();
  const { data, error, isLoading, refetch } = usePlanHistoryQuery(plan.slug);
  const who = (entry: PlanHistoryEntry) => entry.actor_name ?? t('admin.pricing.history.seed');
  return (
    <Modal
      open
      title={t('admin.pricing.history.title', { plan: plan.name_en })}
      footer={<Button onClick={onClose}>{t('admin.pricing.close')}</Button>}
      onCancel={onClose}
      width={640}
    >
      {isLoading ? <Skeleton active /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error) ?? t('admin.common.somethingWentWrong')}
          action={<Button onClick={() => refetch()}>{t('admin.pricing.retry')}</Button>}
        />
      ) : null}
      {data && !data.length ? <Empty description={t('admin.pricing.history.empty')} /> : null}
      {data?.length ? (
        <List<PlanHistoryEntry>
          dataSource={data}
          renderItem={(entry) => (
            <List.Item key={entry.id}>
              <List.Item.Meta
                title={`${formatPanelDateTime(entry.at, locale)} · ${who(entry)}`}
                description={
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {changeLines(t, entry.before, entry.after).map((l) => (
                      <li key={l}>
                        <Typography.Text>{l}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                }
              />
            </List.Item>
          )}
        />
      ) : null}
    </Modal>
  );
}
