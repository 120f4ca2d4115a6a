import { Card, Col, Row, Statistic } from 'antd';
import { CURRENCIES, formatPriceMinor, type CreditBalances } from '@yoga/contracts';
import { currentIstMonthLabel } from '../payment-filter';

/** This IST month's paid revenue, one figure per currency (never added together). */
export function RevenueSummary({ revenue }: { revenue: CreditBalances | undefined }) {
  const month = currentIstMonthLabel();
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {CURRENCIES.map((currency) => (
        <Col xs={24} sm={12} key={currency}>
          <Card size="small" data-testid={`revenue-${currency}`}>
            <Statistic
              title={`Paid in ${month} (${currency})`}
              value={revenue ? formatPriceMinor(revenue[currency], currency) : '–'}
              loading={!revenue}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
