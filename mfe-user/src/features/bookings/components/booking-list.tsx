import { Card, Flex, Space, Tag, Typography } from 'antd';
import type { Booking } from '@yoga/contracts';
import { bookingSchedule, formatBookingDate } from '../../../shared/booking-time';
import { bookingTitle } from '../ics';
import { AddToCalendarButton } from './add-to-calendar-button';
import styles from './booking-list.module.css';

interface BookingListProps {
  bookings: readonly Booking[];
  /** Upcoming bookings show their join link; past ones do not. */
  upcoming: boolean;
}

export function BookingList({ bookings, upcoming }: BookingListProps) {
  return (
    <ul className={styles.list}>
      {bookings.map((booking) => {
        const { date, time } = bookingSchedule(booking);
        const link = booking.class?.link;
        return (
          <li key={booking.id} className={styles.item} data-testid="booking-item">
            <Card size="small">
              <Flex wrap gap={12} justify="space-between" align="center">
                <div>
                  <Typography.Text strong className={styles.title}>
                    {bookingTitle(booking)}
                  </Typography.Text>{' '}
                  <Tag>{booking.type === 'demo' ? 'Demo' : 'Class'}</Tag>
                  <div>
                    <time dateTime={`${date}T${time}`}>
                      {formatBookingDate(date)} · {time} IST
                    </time>
                  </div>
                </div>
                <Space wrap>
                  {upcoming && link ? (
                    <Typography.Link href={link} target="_blank" rel="noopener noreferrer" strong>
                      Join class
                    </Typography.Link>
                  ) : null}
                  {upcoming && !link ? (
                    <Typography.Text type="secondary">
                      Joining link will be shared before the class
                    </Typography.Text>
                  ) : null}
                  <AddToCalendarButton booking={booking} />
                </Space>
              </Flex>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
