import { Card, Col, Row, Statistic } from 'antd';
import { CURRENCIES, formatPriceMinor, type CreditBalances } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { currentIstMonthLabel } from '../payment-filter';
import '../i18n';

/** This IST month's paid revenue, one figure per currency (never added together). */
export function RevenueSummary({ revenue }: { revenue: CreditBalances | undefined }) {
  const { t, locale } = useLocale();
  const month = currentIstMonthLabel(new Date(), locale);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {CURRENCIES.map((currency) => (
        <Col xs={24} sm={12} key={currency}>
          <Card size="small" data-testid={`revenue-${currency}`}>
            <Statistic
              title={t('admin.payments.paidIn', { month, currency })}
              value={revenue ? formatPriceMinor(revenue[currency], currency) : '–'}
              loading={!revenue}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
