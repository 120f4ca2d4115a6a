import type { Role } from '@yoga/contracts';

// The users module's domain events (docs/domain-events.md): payload types, added to the map below.

/** An account was created (self-registration, an admin, or the seed). */
export interface UserRegistered {
  userId: number;
  role: Role;
  /** Self-registration: the answer to the form's WhatsApp reminders question (absent: not asked). */
  whatsappReminders?: boolean;
  /** Self-registration: the answer to the form's email reminders question (absent: not asked). */
  emailReminders?: boolean;
}

/** An account was deleted (the student's own erasure or an admin): only its id remains. */
export interface UserDeleted {
  userId: number;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'user.registered': UserRegistered;
    'user.deleted': UserDeleted;
  }
}
