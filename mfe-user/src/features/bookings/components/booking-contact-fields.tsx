import { Col, Form, Input, Row } from 'antd';
import { FIELD_LIMITS } from '@yoga/contracts';
import { fieldRule } from '../booking-form.validation';

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
        <Input autoComplete="name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" required rules={[fieldRule('email', options)]}>
            <Input type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Phone" name="phone" required rules={[fieldRule('phone', options)]}>
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={FIELD_LIMITS.phoneInput}
            />
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
        <Input.TextArea rows={3} maxLength={FIELD_LIMITS.bookingNotes} showCount />
      </Form.Item>
    </>
  );
}
