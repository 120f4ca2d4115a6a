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
  action: 'update',
  before: { phone: '+91 98100 00000', email: 'care@yogsutra.example' },
  after: { phone: '+91 97000 11111', email: 'care@yogsutra.example' },
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
  it('lists who changed what and when, and opens the before/after of a change', () => {
    renderInPanel(<AuditPage />, { user: ADMIN_USER, path: '/admin/audit' });
    const row = screen.getByRole('row', { name: /Asha Admin/ });
    for (const text of ['Business details', 'site', 'update', '23 Nov 2026, 9:30 am IST'])
      expect(within(row).getByText(text, { exact: false })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button'));
    expect(screen.getByText('+91 98100 00000')).toBeTruthy();
    expect(screen.getByText('+91 97000 11111')).toBeTruthy();
    // Only the changed value is listed.
    expect(screen.queryByText('care@yogsutra.example')).toBeNull();
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
