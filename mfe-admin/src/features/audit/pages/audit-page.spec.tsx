import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEntry, AuditQuery } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import AuditPage, { auditQuery } from './audit-page';

const phoneChange: AuditEntry = {
  id: 3,
  at: '2026-11-23T04:00:00.000Z',
  actor_id: 1,
  actor_name: 'Asha Admin',
  entity: 'site_settings',
  entity_id: 'site',
  entity_label: null,
  subject_id: null,
  subject_name: null,
  action: 'update',
  before: { phone: '+91 98100 00000', address: '12 MG Road' },
  after: { phone: '+91 97000 11111', address: '14 MG Road' },
  changes: [
    { field: 'phone', before: '+91 98100 00000', after: '+91 97000 11111' },
    { field: 'address', before: '12 MG Road', after: '14 MG Road' },
  ],
};

const queries: AuditQuery[] = [];
jest.mock('../audit.api', () => ({
  useAuditLogQuery: (query: AuditQuery) => {
    queries.push(query);
    return {
      data: { items: [phoneChange], total: 1, page: 1, page_size: 25 },
      isFetching: false,
      error: undefined,
      refetch: jest.fn(),
    };
  },
}));

describe('AuditPage', () => {
  it('lists each change as a sentence with its time, and opens its values in words', () => {
    renderInPanel(<AuditPage />, { user: ADMIN_USER, path: '/admin/audit' });
    const row = screen.getByRole('row', { name: /Asha Admin/ });
    expect(within(row).getByText('23 Nov 2026, 9:30 am IST')).toBeTruthy();
    expect(within(row).getByTestId('audit-sentence').textContent).toBe(
      'Asha Admin changed the business details: phone number from “+91 98100 00000” to “+91 97000 11111”; address from “12 MG Road” to “14 MG Road”',
    );
    // No raw action names or keys.
    expect(within(row).queryByText('update')).toBeNull();
    expect(within(row).queryByText('site')).toBeNull();
    fireEvent.click(within(row).getByRole('button'));
    expect(
      screen.getByText('phone number from “+91 98100 00000” to “+91 97000 11111”'),
    ).toBeTruthy();
  });

  it('sends only the filters that are set', () => {
    expect(
      auditQuery({ entity: 'all', entityId: ' ', actor: 'x', from: '', to: '' }, 1, 25),
    ).toEqual({ page: 1, page_size: 25 });
    expect(
      auditQuery(
        { entity: 'plan', entityId: 'big', actor: '4', from: '2026-11-01', to: '2026-11-30' },
        2,
        50,
      ),
    ).toEqual({
      page: 2,
      page_size: 50,
      entity: 'plan',
      entity_id: 'big',
      actor: 4,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(queries[0]).toEqual({ page: 1, page_size: 25 });
  });
});
