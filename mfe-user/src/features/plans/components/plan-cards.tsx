import { Button, Card, Col, Row, Tag, theme, Typography } from 'antd';
import {
  formatPriceMinor,
  formatPrice,
  INR_PACKAGES,
  PLAN_IDS,
  USD_PACKAGES,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { quote } from '../checkout-selection';

interface PlanCardsProps {
  currency: Currency;
  /** The student's credits in this currency (minor units) and whether to spend them. */
  creditBalance: number;
  useCredits: boolean;
  selected: PlanId | undefined;
  onChoose: (plan: PlanId) => void;
  /** Instructors see the plans without buying. */
  canBuy: boolean;
}

function listPrice(plan: PlanId, currency: Currency) {
  const p = (currency === 'INR' ? INR_PACKAGES : USD_PACKAGES).find((x) => x.id === plan);
  return p ? { original: p.original, discount: p.discountPercent } : undefined;
}

/** The three plans in one currency, with the price after credits when the student spends them. */
export function PlanCards({
  currency,
  creditBalance,
  useCredits,
  selected,
  onChoose,
  canBuy,
}: PlanCardsProps) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]} role="list" aria-label={`Plans in ${currency}`}>
      {PLAN_IDS.map((id) => {
        const q = quote(id, currency, creditBalance, useCredits);
        const list = listPrice(id, currency);
        const isSelected = selected === id;
        return (
          <Col xs={24} md={8} key={id} role="listitem">
            <Card
              title={<span data-testid="plan-name">{q.name}</span>}
              extra={
                list?.discount ? <Tag color={token.colorSuccess}>{list.discount}% off</Tag> : null
              }
              data-testid={`plan-${id}`}
              style={isSelected ? { borderColor: token.colorPrimary, borderWidth: 2 } : undefined}
            >
              <Typography.Text type="secondary">{q.months} months</Typography.Text>
              <div style={{ fontSize: 28, fontWeight: 700 }} data-testid="plan-price">
                {formatPriceMinor(q.toPay, currency)}
              </div>
              {q.credits > 0 ? (
                <Typography.Paragraph style={{ marginBottom: 8 }}>
                  {formatPriceMinor(q.amount, currency)} − {formatPriceMinor(q.credits, currency)}{' '}
                  credits
                </Typography.Paragraph>
              ) : null}
              {list ? (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
                  <s>{formatPrice(list.original, currency)}</s> list price
                </Typography.Paragraph>
              ) : null}
              {canBuy ? (
                <Button
                  type={isSelected ? 'primary' : 'default'}
                  block
                  aria-pressed={isSelected}
                  aria-label={`${isSelected ? 'Chosen' : 'Choose plan'}: ${q.name}`}
                  onClick={() => onChoose(id)}
                >
                  {isSelected ? 'Chosen' : 'Choose plan'}
                </Button>
              ) : null}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
