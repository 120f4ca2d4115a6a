import { Button, Card, Col, Row, Tag, theme, Typography } from 'antd';
import { formatPriceMinor, type Currency, type Plan, type PlanId } from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';
import { offeredIn, quote } from '../checkout-selection';

interface PlanCardsProps {
  /** The plans on sale (GET /api/plans), in page order. */
  plans: readonly Plan[];
  currency: Currency;
  /** The student's credits in this currency (minor units) and whether to spend them. */
  creditBalance: number;
  useCredits: boolean;
  selected: PlanId | undefined;
  onChoose: (plan: PlanId) => void;
  /** Instructors see the plans without buying. */
  canBuy: boolean;
}

/** The plans in one currency, with the price after credits when the student spends them. */
export function PlanCards({
  plans,
  currency,
  creditBalance,
  useCredits,
  selected,
  onChoose,
  canBuy,
}: PlanCardsProps) {
  const { token } = theme.useToken();
  const { t, locale } = useLocale();
  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('user.plans.listLabel', { currency })}>
      {plans
        .filter((plan) => offeredIn(plan, currency))
        .map((plan) => {
          const id = plan.slug;
          const q = quote(plan, currency, creditBalance, useCredits, locale);
          const figures = plan.prices[currency]!;
          const isSelected = selected === id;
          return (
            <Col xs={24} md={8} key={id} role="listitem">
              <Card
                title={<span data-testid="plan-name">{q.name}</span>}
                extra={
                  <>
                    {plan.popular ? (
                      <Tag color={token.colorPrimary}>{t('user.plans.popular')}</Tag>
                    ) : null}
                    {figures.show_discount && figures.discount_percent > 0 ? (
                      <Tag color={token.colorSuccess}>
                        {t('user.plans.off', { percent: figures.discount_percent })}
                      </Tag>
                    ) : null}
                  </>
                }
                data-testid={`plan-${id}`}
                style={isSelected ? { borderColor: token.colorPrimary, borderWidth: 2 } : undefined}
              >
                <Typography.Text type="secondary">
                  {t('user.plans.months', { months: q.months })}
                </Typography.Text>
                <div style={{ fontSize: 28, fontWeight: 700 }} data-testid="plan-price">
                  {formatPriceMinor(q.toPay, currency)}
                </div>
                {q.credits > 0 ? (
                  <Typography.Paragraph style={{ marginBottom: 8 }}>
                    {t('user.plans.afterCredits', {
                      amount: formatPriceMinor(q.amount, currency),
                      credits: formatPriceMinor(q.credits, currency),
                    })}
                  </Typography.Paragraph>
                ) : null}
                <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
                  <Trans
                    id="user.plans.listPrice"
                    values={{ price: formatPriceMinor(figures.original, currency) }}
                    components={{ 0: <s /> }}
                  />
                </Typography.Paragraph>
                {canBuy ? (
                  <Button
                    type={isSelected ? 'primary' : 'default'}
                    block
                    aria-pressed={isSelected}
                    aria-label={t('user.plans.chooseLabel', {
                      action: t(isSelected ? 'user.plans.chosen' : 'user.plans.choose'),
                      plan: q.name,
                    })}
                    onClick={() => onChoose(id)}
                  >
                    {t(isSelected ? 'user.plans.chosen' : 'user.plans.choose')}
                  </Button>
                ) : null}
              </Card>
            </Col>
          );
        })}
    </Row>
  );
}
