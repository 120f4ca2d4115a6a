import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';

/**
 * One module's part of a person's data (DPDP): what it holds about them for "Download my data", and how it
 * erases or anonymises it when they delete their account. Each module that stores personal data registers
 * one contributor (see `PersonalDataRegistry.register`), so the export and the erasure always cover every
 * table without the account feature knowing them.
 */
export interface PersonalDataContributor {
  /** The key of this part in the export, e.g. "bookings". */
  readonly key: string;
  /** Everything this module stores about the user, as plain JSON (dates as ISO strings). */
  export(userId: number): Promise<unknown>;
  /**
   * Erases (or, where a law requires keeping the row, anonymises) this module's data of the user, inside the
   * erasure's transaction (the ambient one: `Transactions.open()` gives its manager), before the user row
   * itself is deleted. Rows that must be kept (payments,
   * invoices) are detached from the user (user id set to null) and their name replaced. Returns one short
   * line for the admin's erasure log, without personal data (e.g. "3 deleted").
   */
  erase(userId: number): Promise<string>;
}

/** The contributors of the running app; modules register theirs when they start. */
@Injectable()
export class PersonalDataRegistry {
  private readonly contributors = new Map<string, PersonalDataContributor>();

  constructor(private readonly tx: Transactions) {}

  register(contributor: PersonalDataContributor) {
    if (this.contributors.has(contributor.key))
      throw new Error(`personal data contributor "${contributor.key}" registered twice`);
    this.contributors.set(contributor.key, contributor);
  }

  list(): PersonalDataContributor[] {
    return [...this.contributors.values()];
  }

  /** Each contributor's part, keyed by its `key`. */
  async exportAll(userId: number): Promise<Record<string, unknown>> {
    const parts: Record<string, unknown> = {};
    for (const c of this.list()) parts[c.key] = await c.export(userId);
    return parts;
  }

  /**
   * Runs every contributor's erasure in the open transaction (it throws when none is open); returns
   * "key: summary" lines.
   */
  async eraseAll(userId: number): Promise<string[]> {
    this.tx.open();
    const lines: string[] = [];
    for (const c of this.list()) lines.push(`${c.key}: ${await c.erase(userId)}`);
    return lines;
  }
}
