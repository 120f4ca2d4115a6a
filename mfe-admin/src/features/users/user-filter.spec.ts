import type { ManagedUser } from '@yoga/contracts';
import { filterUsers, userListParams } from './user-filter';

const users = [
  { id: 1, name: 'Priya Sharma', status: 'Active' },
  { id: 2, name: 'Rahul Verma', status: 'Blocked' },
  { id: 3, name: 'PRIYANKA Iyer', status: 'Blocked' },
  { id: 4, name: 'Anil Kumar', status: 'Active' },
] as Pick<ManagedUser, 'id' | 'name' | 'status'>[];

const ids = (list: { id: number }[]) => list.map((u) => u.id);

describe('filterUsers', () => {
  it('returns everyone for an empty search and All', () => {
    expect(ids(filterUsers(users, { search: '', status: 'All' }))).toEqual([1, 2, 3, 4]);
  });

  it('matches a name that contains the search, ignoring case', () => {
    expect(ids(filterUsers(users, { search: 'priya', status: 'All' }))).toEqual([1, 3]);
    expect(ids(filterUsers(users, { search: 'VERMA', status: 'All' }))).toEqual([2]);
    expect(ids(filterUsers(users, { search: 'ar', status: 'All' }))).toEqual([1, 4]);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(ids(filterUsers(users, { search: '  anil ', status: 'All' }))).toEqual([4]);
  });

  it('filters by status', () => {
    expect(ids(filterUsers(users, { search: '', status: 'Active' }))).toEqual([1, 4]);
    expect(ids(filterUsers(users, { search: '', status: 'Blocked' }))).toEqual([2, 3]);
  });

  it('combines search and status', () => {
    expect(ids(filterUsers(users, { search: 'priya', status: 'Blocked' }))).toEqual([3]);
    expect(ids(filterUsers(users, { search: 'rahul', status: 'Active' }))).toEqual([]);
  });

  it('does not match other fields than the name', () => {
    expect(filterUsers(users, { search: 'Active', status: 'All' })).toEqual([]);
  });
});

describe('userListParams', () => {
  it('sends paging always and search/status only when set', () => {
    expect(userListParams({ search: '', status: 'All', page: 1, limit: 10 })).toEqual({
      page: 1,
      limit: 10,
    });
    expect(userListParams({ search: ' Priya ', status: 'Blocked', page: 2, limit: 50 })).toEqual({
      page: 2,
      limit: 50,
      search: 'Priya',
      status: 'Blocked',
    });
  });
});
