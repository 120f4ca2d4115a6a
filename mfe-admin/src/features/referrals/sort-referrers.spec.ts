import { sortReferrers } from './sort-referrers';

it('sorts referrers by count, highest first, then by name', () => {
  const rows = [
    { user_id: 1, name: 'Zara', referral_code: 'Z1', referral_count: 2 },
    { user_id: 2, name: 'Anil', referral_code: 'A1', referral_count: 5 },
    { user_id: 3, name: 'Bela', referral_code: 'B1', referral_count: 2 },
  ];
  expect(sortReferrers(rows).map((r) => r.name)).toEqual(['Anil', 'Bela', 'Zara']);
  expect(rows[0].name).toBe('Zara');
});
