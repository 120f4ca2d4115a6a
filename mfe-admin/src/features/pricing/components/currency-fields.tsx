import { Form, Input, Switch, Typography } from 'antd';
import { CURRENCY_SYMBOLS, PLAN_NAME_MAX_LENGTH, type Currency } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import '../i18n';

export /** One currency's figures: original, offer and redeemable (rupees or dollars), the discount shown, the table's name. */
function CurrencyFields({ currency }: { currency: Currency }) {
  const { t } = useLocale();
  const symbol = CURRENCY_SYMBOLS[currency].trim();
  const added = currency !== 'INR' && currency !== 'USD';
  const amount = (field: 'original' | 'offer' | 'redeemable' | 'householdMember') => (
    <Form.Item
      name={['prices', currency, field === 'householdMember' ? 'household_member' : field]}
      label={t(`admin.pricing.field.${field}`, { symbol })}
      extra={field === 'householdMember' ? t('admin.pricing.field.householdMemberHelp') : undefined}
    >
      <Input inputMode="decimal" autoComplete="off" />
    </Form.Item>
  );
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        <legend>
          {added
            ? t('admin.pricing.added', { currency })
            : t(currency === 'INR' ? 'admin.pricing.inr' : 'admin.pricing.usd')}
        </legend>
      </Typography.Title>
      {added ? (
        <Typography.Paragraph type="secondary">{t('admin.pricing.addedHelp')}</Typography.Paragraph>
      ) : null}
      {amount('original')}
      {amount('offer')}
      {amount('redeemable')}
      {amount('householdMember')}
      <Form.Item
        name={['prices', currency, 'show_discount']}
        label={t('admin.pricing.field.showDiscount')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={['prices', currency, 'label']}
        label={t('admin.pricing.field.label')}
        extra={t('admin.pricing.field.labelHelp')}
      >
        <Input maxLength={PLAN_NAME_MAX_LENGTH} />
      </Form.Item>
    </fieldset>
  );
}
