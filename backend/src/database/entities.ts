import { AccountToken } from '../modules/account/entities/account-token.entity.js';
import { RevokedToken } from '../modules/auth/entities/revoked-token.entity.js';
import { Blog } from '../modules/blogs/entities/blog.entity.js';
import { Booking } from '../modules/bookings/entities/booking.entity.js';
import { DocumentSequence } from '../modules/invoices/entities/document-sequence.entity.js';
import { ClassSkip } from '../modules/classes/entities/class-skip.entity.js';
import { GstDocument } from '../modules/invoices/entities/gst-document.entity.js';
import { YogaClass } from '../modules/classes/entities/yoga-class.entity.js';
import { CreditBalance } from '../modules/credits/entities/credit-balance.entity.js';
import { CreditEntry } from '../modules/credits/entities/credit-entry.entity.js';
import { Payment } from '../modules/payments/entities/payment.entity.js';
import { WebhookEvent } from '../modules/payments/entities/webhook-event.entity.js';
import { Attendance } from '../modules/subscriptions/entities/attendance.entity.js';
import { Membership } from '../modules/subscriptions/entities/membership.entity.js';
import { SubscriptionCounter } from '../modules/subscriptions/entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from '../modules/subscriptions/entities/subscription-period.entity.js';
import { AccountErasure } from '../modules/profile/entities/account-erasure.entity.js';
import { ConsentEvent } from '../modules/profile/entities/consent-event.entity.js';
import { TimetableSlot } from '../modules/timetable/entities/timetable-slot.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { OutboxMessage } from '../modules/messages/entities/outbox-message.entity.js';

/** Every TypeORM entity, listed once (ESM: no globs). Features add theirs here. */
export const ENTITIES: Array<new () => object> = [
  User,
  RevokedToken,
  YogaClass,
  Booking,
  Blog,
  DocumentSequence,
  GstDocument,
  SubscriptionPeriod,
  Membership,
  SubscriptionCounter,
  Attendance,
  Payment,
  WebhookEvent,
  CreditBalance,
  CreditEntry,
  AccountToken,
  ConsentEvent,
  AccountErasure,
  TimetableSlot,
  ClassSkip,
  OutboxMessage,
];
