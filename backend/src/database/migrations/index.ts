import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795341297716 } from './1795341297716-InitialSchema.js';
import { AccountSelfService1795425644544 } from './1795425644544-AccountSelfService.js';
import { DocumentSequences1795425682100 } from './1795425682100-DocumentSequences.js';
import { SubscriptionsPayments1795427182584 } from './1795427182584-SubscriptionsPayments.js';
import { MessagesOutbox1795436193937 } from './1795436193937-MessagesOutbox.js';
import { InvoicesRefunds1795436640441 } from './1795436640441-InvoicesRefunds.js';
import { Timetable1795510000000 } from './1795510000000-Timetable.js';
import { DomainEvents1795600000000 } from './1795600000000-DomainEvents.js';
import { PartialRefunds1795600000100 } from './1795600000100-PartialRefunds.js';
import { AccountTokenVersion1795600000200 } from './1795600000200-AccountTokenVersion.js';
import { OfferCodes1795700000200 } from './1795700000200-OfferCodes.js';
import { DemoLinks1795712000000 } from './1795712000000-DemoLinks.js';
import { BlogHindi1795800000100 } from './1795800000100-BlogHindi.js';
import { Renewals1796000000000 } from './1796000000000-Renewals.js';
import { PracticeDays1796100000100 } from './1796100000100-PracticeDays.js';
import { MilestoneShares1796430000000 } from './1796430000000-MilestoneShares.js';
import { Challenges1796100000200 } from './1796100000200-Challenges.js';
import { PushSubscriptions1796100000300 } from './1796100000300-PushSubscriptions.js';
import { Plans1795700000100 } from './1795700000100-Plans.js';
import { SiteSettingsAudit1795700000300 } from './1795700000300-SiteSettingsAudit.js';
import { SiteContent1795700000400 } from './1795700000400-SiteContent.js';
import { VideoMeetings1795900000000 } from './1795900000000-VideoMeetings.js';
import { VideoRecordings1796420000000 } from './1796420000000-VideoRecordings.js';
import { Gifts1796300000000 } from './1796300000000-Gifts.js';
import { InstructorConsole1796410000000 } from './1796410000000-InstructorConsole.js';

/**
 * The migrations in order, for MySQL/MariaDB and the embedded SQLite database alike. Write new ones
 * portably (backend/README.md, "Migrations"), then list them here.
 */
export const MIGRATIONS: Array<new () => MigrationInterface> = [
  InitialSchema1795341297716,
  AccountSelfService1795425644544,
  DocumentSequences1795425682100,
  SubscriptionsPayments1795427182584,
  MessagesOutbox1795436193937,
  InvoicesRefunds1795436640441,
  Timetable1795510000000,
  DomainEvents1795600000000,
  PartialRefunds1795600000100,
  AccountTokenVersion1795600000200,
  Plans1795700000100,
  OfferCodes1795700000200,
  SiteSettingsAudit1795700000300,
  SiteContent1795700000400,
  DemoLinks1795712000000,
  BlogHindi1795800000100,
  VideoMeetings1795900000000,
  Renewals1796000000000,
  PracticeDays1796100000100,
  Challenges1796100000200,
  PushSubscriptions1796100000300,
  Gifts1796300000000,
  InstructorConsole1796410000000,
  VideoRecordings1796420000000,
  MilestoneShares1796430000000,
];

/**
 * The migrations whose schema an embedded database made by `synchronize` has (the ones that existed
 * when the migrations took over the embedded database): such a file gets them recorded as run when its
 * tables match (see synchronized-schema.ts). Never changes.
 */
export const SYNCHRONIZED_BASELINE = MIGRATIONS.slice(
  0,
  MIGRATIONS.indexOf(Timetable1795510000000) + 1,
);
