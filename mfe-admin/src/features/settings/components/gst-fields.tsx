import { Col, Form, Input, Row, Select } from 'antd';
import { GST_STATES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { requiredRule } from './required-rule';
import '../i18n';

/** What the invoices say for GST: the legal name and address, the GSTIN, the state and the LUT number. */
export function GstFields() {
  const { t } = useLocale();
  const required = requiredRule(t);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name={['gst', 'legal_name']}
          label={t('admin.settings.legalName')}
          rules={[required]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['gst', 'address']}
          label={t('admin.settings.gstAddress')}
          rules={[required]}
        >
          <Input maxLength={500} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={['gst', 'gstin']} label={t('admin.settings.gstin')} rules={[required]}>
          <Input maxLength={15} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['gst', 'state_code']}
          label={t('admin.settings.state')}
          rules={[required]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={['gst', 'lut_no']} label={t('admin.settings.lutNo')} rules={[required]}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
    </Row>
  );
}
