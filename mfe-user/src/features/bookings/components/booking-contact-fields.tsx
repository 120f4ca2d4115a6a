import { Col, Form, Input, Row } from 'antd';
import { fieldRule, NOTES_MAX_LENGTH } from '../booking-form.validation';

interface BookingContactFieldsProps {
  today: string;
  requireClass: boolean;
}

/** Name, email, phone, preferred date and time, and optional notes: the fields both booking forms share. */
export function BookingContactFields({ today, requireClass }: BookingContactFieldsProps) {
  const options = { today, requireClass };
  return (
    <>
      <Form.Item label="Name" name="name" required rules={[fieldRule('name', options)]}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" required rules={[fieldRule('email', options)]}>
            <Input type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Phone" name="phone" required rules={[fieldRule('phone', options)]}>
            <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="Preferred date"
            name="preferred_date"
            required
            rules={[fieldRule('preferred_date', options)]}
          >
            <Input type="date" min={today} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Preferred time (India time)"
            name="preferred_time"
            required
            rules={[fieldRule('preferred_time', options)]}
          >
            <Input type="time" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Notes" name="notes">
        <Input.TextArea rows={3} maxLength={NOTES_MAX_LENGTH} showCount />
      </Form.Item>
    </>
  );
}
