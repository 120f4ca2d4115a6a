import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795341297716 } from './1795341297716-InitialSchema.js';
import { AccountSelfService1795425644544 } from './1795425644544-AccountSelfService.js';
import { DocumentSequences1795425682100 } from './1795425682100-DocumentSequences.js';
import { SubscriptionsPayments1795427182584 } from './1795427182584-SubscriptionsPayments.js';
import { MessagesOutbox1795436193937 } from './1795436193937-MessagesOutbox.js';
import { InvoicesRefunds1795436640441 } from './1795436640441-InvoicesRefunds.js';
import { Timetable1795510000000 } from './1795510000000-Timetable.js';

/** MySQL migrations in order. Generate new ones with `npm run migration:generate`, then list them here. */
export const MIGRATIONS: Array<new () => MigrationInterface> = [
  InitialSchema1795341297716,
  AccountSelfService1795425644544,
  DocumentSequences1795425682100,
  SubscriptionsPayments1795427182584,
  MessagesOutbox1795436193937,
  InvoicesRefunds1795436640441,
  Timetable1795510000000,
];
