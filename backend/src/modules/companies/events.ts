// The companies module's domain events (docs/domain-events.md).

/** A company's order was paid: its seats give access until `endsAt` (ISO). */
export interface CompanyPaid {
  companyId: number;
  paymentId: number;
  seats: number;
  endsAt: string;
}

/** A company's paid time was taken back (a refund): its seats' access ends at `endsAt` (ISO; now if over). */
export interface CompanyRefunded {
  companyId: number;
  paymentId: number;
  endsAt: string;
}

/** A seat was given to an address (by the company's admin, or claimed through the email domain). */
export interface CompanySeatAssigned {
  companyId: number;
  seatId: number;
  /** The holder's account, null until one has that address. */
  userId: number | null;
  claimed: boolean;
}

/** A seat was removed: its holder's access ended at once. */
export interface CompanySeatRemoved {
  companyId: number;
  seatId: number;
  userId: number | null;
}

/**
 * A renewal for fewer seats released this seat: its holder keeps access until `accessEndsAt` (ISO: the
 * end of the time already paid for, or now) and is told.
 */
export interface CompanySeatReleased {
  companyId: number;
  legalName: string;
  seatId: number;
  userId: number | null;
  accessEndsAt: string;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'company.paid': CompanyPaid;
    'company.refunded': CompanyRefunded;
    'company.seat_assigned': CompanySeatAssigned;
    'company.seat_removed': CompanySeatRemoved;
    'company.seat_released': CompanySeatReleased;
  }
}
