import { useState } from 'react';
import { Button, Card, Flex, Segmented, Select, Typography } from 'antd';
import { usePlansQuery } from '@yoga/api-client';
import {
  HOUSEHOLD_MAX_SIZE,
  HOUSEHOLD_MIN_SIZE,
  formatPriceMinor,
  householdPrice,
  planName,
  type CreateHouseholdRequest,
  type Currency,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { CurrencySwitch } from '../../../shared/currency-switch';

const SIZES = Array.from(
  { length: HOUSEHOLD_MAX_SIZE - HOUSEHOLD_MIN_SIZE + 1 },
  (_, i) => HOUSEHOLD_MIN_SIZE + i,
);

export interface BuyHouseholdFormProps {
  /** A renewal of the payer's household (its size preselected). */
  renewal?: { size: number; plan: string; currency: Currency };
  busy: boolean;
  onPay: (request: CreateHouseholdRequest) => void;
}

/** Buy (or renew) a household plan: plan, currency, the household's size with the payer; the price shown. */
export function BuyHouseholdForm({ renewal, busy, onPay }: BuyHouseholdFormProps) {
  const { t, locale } = useLocale();
  const { data: plans } = usePlansQuery();
  const [plan, setPlan] = useState<string | undefined>(renewal?.plan);
  const [currency, setCurrency] = useState<Currency>(renewal?.currency ?? 'INR');
  const [size, setSize] = useState<number>(renewal?.size ?? HOUSEHOLD_MAX_SIZE);
  const [problem, setProblem] = useState<string | null>(null);
  // A plan is chosen in a currency it is priced in (the owner may price some plans in GBP, not all).
  const chosen = plans?.find((p) => p.slug === plan && p.prices[currency] !== undefined);
  const price = chosen
    ? householdPrice(
        chosen.prices[currency]?.offer ?? 0,
        chosen.prices[currency]?.household_member ?? 0,
        size,
      )
    : null;

  return (
    <Card
      data-testid="household-buy"
      title={
        <h2 style={{ margin: 0, fontSize: 18 }}>
          {renewal ? t('user.household.renewTitle') : t('user.household.buyTitle')}
        </h2>
      }
    >
      <Typography.Paragraph>{t('user.household.buyIntro')}</Typography.Paragraph>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!chosen) return setProblem(t('user.household.choosePlan'));
          setProblem(null);
          onPay({ plan: chosen.slug, currency, members: size });
        }}
      >
        <Flex vertical gap={12} style={{ maxWidth: 520 }}>
          <CurrencySwitch plans={plans} value={currency} onChange={setCurrency} />
          <label>
            {t('user.household.plan')}
            <Select
              aria-label={t('user.household.plan')}
              style={{ width: '100%' }}
              value={plan}
              onChange={setPlan}
              placeholder={t('user.household.choosePlan')}
              options={(plans ?? [])
                .filter((p) => p.prices[currency] !== undefined)
                .map((p) => ({
                  value: p.slug,
                  label: planName(p, currency, locale),
                }))}
            />
          </label>
          <div>
            <div id="household-size-label">{t('user.household.size')}</div>
            <Segmented<number>
              aria-labelledby="household-size-label"
              options={SIZES.map((value) => ({
                value,
                label: t('user.household.sizeOption', { count: value }),
              }))}
              value={size}
              onChange={setSize}
            />
          </div>
          {chosen && (chosen.prices[currency]?.household_member ?? 0) > 0 ? (
            <Typography.Text type="secondary">
              {t('user.household.perMember', {
                amount: formatPriceMinor(chosen.prices[currency]?.household_member ?? 0, currency),
              })}
            </Typography.Text>
          ) : null}
          {problem ? (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          ) : null}
          <Button type="primary" htmlType="submit" loading={busy}>
            {price !== null
              ? t('user.household.pay', { amount: formatPriceMinor(price, currency) })
              : t('user.household.payPlain')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
