import type { ReactNode } from 'react';

/**
 * An identifier shown as written in every language (invoice and subscription numbers, order ids,
 * referral codes, UTRs): `translate="no"` keeps browser translation, and the Hindi test, off it.
 */
export function Verbatim({ children, mono }: { children?: ReactNode; mono?: boolean }) {
  return (
    <span translate="no" style={mono ? { fontFamily: 'monospace', fontSize: 12 } : undefined}>
      {children}
    </span>
  );
}
