import { Col, Form, Input, Row } from 'antd';
import { FIELD_LIMITS } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { fieldRule } from '../booking-form.validation';

interface BookingContactFieldsProps {
  today: string;
  requireClass: boolean;
  /** Ask for a preferred date and time (the demo form); a chosen class has its own. */
  askSchedule?: boolean;
}

/** Name, email, phone, preferred date and time, and optional notes: the fields both booking forms share. */
export function BookingContactFields({
  today,
  requireClass,
  askSchedule = true,
}: BookingContactFieldsProps) {
  const options = { today, requireClass };
  const { t } = useLocale();
  const rule = (field: Parameters<typeof fieldRule>[0]) => [fieldRule(field, options, t)];
  return (
    <>
      <Form.Item label={t('user.booking.name')} name="name" required rules={rule('name')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('user.booking.email')} name="email" required rules={rule('email')}>
            <Input type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('user.booking.phone')} name="phone" required rules={rule('phone')}>
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={FIELD_LIMITS.phoneInput}
            />
          </Form.Item>
        </Col>
      </Row>
      {askSchedule ? (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('user.booking.date')}
              name="preferred_date"
              required
              rules={rule('preferred_date')}
            >
              <Input type="date" min={today} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('user.booking.time')}
              name="preferred_time"
              required
              rules={rule('preferred_time')}
            >
              <Input type="time" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Form.Item label={t('user.booking.notes')} name="notes">
        <Input.TextArea rows={3} maxLength={FIELD_LIMITS.bookingNotes} showCount />
      </Form.Item>
    </>
  );
}
