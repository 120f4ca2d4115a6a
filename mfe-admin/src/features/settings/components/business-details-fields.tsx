import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { GST_STATES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { requiredRule } from './required-rule';
import '../i18n';

/** The business details form's groups of fields (the form itself is BusinessDetailsCard). */

/** The brand and legal names, the postal address, phone, WhatsApp number and e-mail. */
export function ContactFields() {
  const { t } = useLocale();
  const required = requiredRule(t);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="brand_name" label={t('admin.settings.brandName')} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="legal_name" label={t('admin.settings.legalName')} rules={[required]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['address', 'line1']}
          label={t('admin.settings.addressLine1')}
          rules={[required]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['address', 'line2']} label={t('admin.settings.addressLine2')}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={['address', 'city']} label={t('admin.settings.city')} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name={['address', 'state']} label={t('admin.settings.state')} rules={[required]}>
          <Select showSearch options={GST_STATES.map((s) => ({ value: s.name, label: s.name }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name={['address', 'postal_code']}
          label={t('admin.settings.postalCode')}
          rules={[required]}
        >
          <Input maxLength={12} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name={['address', 'country']}
          label={t('admin.settings.country')}
          rules={[required]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="phone" label={t('admin.settings.phone')} rules={[required]}>
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="whatsapp"
          label={t('admin.settings.whatsapp')}
          extra={t('admin.settings.whatsappHelp')}
        >
          <Input maxLength={15} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="email" label={t('admin.settings.email')} rules={[required]}>
          <Input type="email" maxLength={254} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The social links: a name and an address each; any number, added and removed. */
export function SocialLinksField() {
  const { t } = useLocale();
  const required = requiredRule(t);
  return (
    <Form.List name="social">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item
                name={[field.name, 'name']}
                rules={[required]}
                aria-label={t('admin.settings.socialName')}
              >
                <Input placeholder={t('admin.settings.socialName')} maxLength={40} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'url']}
                rules={[required]}
                aria-label={t('admin.settings.socialUrl')}
              >
                <Input placeholder="https://" style={{ width: 360 }} maxLength={500} />
              </Form.Item>
              <Button onClick={() => remove(field.name)}>{t('admin.settings.remove')}</Button>
            </Space>
          ))}
          <Form.Item>
            <Button onClick={() => add({ name: '', url: '' })}>
              {t('admin.settings.addSocial')}
            </Button>
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}

/** The grievance officer's name, e-mail and phone. */
export function GrievanceFields() {
  const { t } = useLocale();
  const required = requiredRule(t);
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name={['grievance', 'name']}
          label={t('admin.settings.grievanceName')}
          rules={[required]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['grievance', 'email']}
          label={t('admin.settings.email')}
          rules={[required]}
        >
          <Input type="email" maxLength={254} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['grievance', 'phone']}
          label={t('admin.settings.phone')}
          rules={[required]}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Col>
    </Row>
  );
}
