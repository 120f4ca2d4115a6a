import { Card, Col, Row, Statistic } from 'antd';
import { currenciesShown, formatPriceMinor, type AmountByCurrency } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { currentIstMonthLabel } from '../payment-filter';
import '../i18n';

/** This IST month's paid revenue, one figure per currency paid in (never added together). */
export function RevenueSummary({ revenue }: { revenue: AmountByCurrency | undefined }) {
  const { t, locale } = useLocale();
  const month = currentIstMonthLabel(new Date(), locale);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="revenue-summary">
      {currenciesShown(revenue).map((currency) => (
        <Col xs={24} sm={12} md={8} key={currency}>
          <Card size="small" data-testid={`revenue-${currency}`}>
            <Statistic
              title={t('admin.payments.paidIn', { month, currency })}
              value={revenue ? formatPriceMinor(revenue[currency] ?? 0, currency) : '–'}
              loading={!revenue}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
