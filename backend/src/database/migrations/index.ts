import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795341297716 } from './1795341297716-InitialSchema.js';
import { AccountSelfService1795425644544 } from './1795425644544-AccountSelfService.js';
import { DocumentSequences1795425682100 } from './1795425682100-DocumentSequences.js';
import { SubscriptionsPayments1795427182584 } from './1795427182584-SubscriptionsPayments.js';
import { MessagesOutbox1795436193937 } from './1795436193937-MessagesOutbox.js';
import { InvoicesRefunds1795436640441 } from './1795436640441-InvoicesRefunds.js';
import { Timetable1795510000000 } from './1795510000000-Timetable.js';
import { PartialRefunds1795600000100 } from './1795600000100-PartialRefunds.js';
import { OfferCodes1795700000200 } from './1795700000200-OfferCodes.js';
import { Renewals1796000000000 } from './1796000000000-Renewals.js';
import { CheckoutLifecycle1796500000000 } from './1796500000000-CheckoutLifecycle.js';
import { SiteSettingsAudit1795700000300 } from './1795700000300-SiteSettingsAudit.js';
import { Gifts1796300000000 } from './1796300000000-Gifts.js';
import { InstructorConsole1796410000000 } from './1796410000000-InstructorConsole.js';
import { InstructorField1796530000000 } from './1796530000000-InstructorField.js';
import { SlotTitleHindi1796640000000 } from './1796640000000-SlotTitleHindi.js';
import { Households1796650000000 } from './1796650000000-Households.js';
import { CompanySeats1796660000000 } from './1796660000000-CompanySeats.js';
import { VideoFormats1796670000000 } from './1796670000000-VideoFormats.js';

/** A migration class (its name ends with its timestamp, as TypeORM requires). */
export type MigrationClass = new () => MigrationInterface;

/**
 * The shared history: the migrations written before each module owned its own, and those that change
 * the tables of several modules at once (each is recorded by name in the databases that ran it, so
 * they stay here as they are). A new migration lives in the module that owns its tables
 * (`modules/<name>/migrations/`, listed in its index.ts); the app collects them all (app.schema.ts).
 */
export const SHARED_MIGRATIONS: MigrationClass[] = [
  InitialSchema1795341297716,
  AccountSelfService1795425644544,
  DocumentSequences1795425682100,
  SubscriptionsPayments1795427182584,
  MessagesOutbox1795436193937,
  InvoicesRefunds1795436640441,
  Timetable1795510000000,
  PartialRefunds1795600000100,
  OfferCodes1795700000200,
  SiteSettingsAudit1795700000300,
  Renewals1796000000000,
  Gifts1796300000000,
  InstructorConsole1796410000000,
  CheckoutLifecycle1796500000000,
  InstructorField1796530000000,
  SlotTitleHindi1796640000000,
  Households1796650000000,
  CompanySeats1796660000000,
  VideoFormats1796670000000,
];

/**
 * The migrations whose schema an embedded database made by `synchronize` has (the ones that existed
 * when the migrations took over the embedded database): such a file gets them recorded as run when its
 * tables match (see synchronized-schema.ts). Never changes.
 */
export const SYNCHRONIZED_BASELINE = SHARED_MIGRATIONS.slice(
  0,
  SHARED_MIGRATIONS.indexOf(Timetable1795510000000) + 1,
);

/** The timestamp TypeORM reads off a migration's class name. */
export function migrationTimestamp(migration: MigrationClass): number {
  const name = new migration().name ?? migration.name;
  const stamp = /(\d{13})$/.exec(name);
  if (!stamp) throw new Error(`migration ${name} has no 13-digit timestamp at its end`);
  return Number(stamp[1]);
}

/** Every migration in the order they run (by timestamp), each once. */
export function inRunOrder(migrations: MigrationClass[]): MigrationClass[] {
  const stamps = new Map<number, MigrationClass>();
  for (const m of migrations) {
    const stamp = migrationTimestamp(m);
    const other = stamps.get(stamp);
    if (other && other !== m)
      throw new Error(`migrations ${other.name} and ${m.name} share the timestamp ${stamp}`);
    stamps.set(stamp, m);
  }
  return [...new Set(migrations)].sort((a, b) => migrationTimestamp(a) - migrationTimestamp(b));
}
