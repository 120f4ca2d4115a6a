import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  SAMPLE_BUSINESS_DETAILS,
  type BusinessDetailsPatch,
  type BusinessRules,
  type BusinessRulesPatch,
} from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import SettingsPage from './settings-page';

const RULES: BusinessRules = {
  trial_days: 14,
  referral_reward: { INR: 50_000, USD: 600 },
  join_window: { before_minutes: 15, after_minutes: 45 },
  cancel_cutoff_minutes: 60,
  gst: {
    legal_name: 'Asana Wellness Private Limited',
    address: 'Sector 63, Noida',
    gstin: '09AAKCA1234M1ZJ',
    state_code: '09',
    lut_no: 'AD0904260012345',
  },
};

const savedDetails: BusinessDetailsPatch[] = [];
const savedRules: BusinessRulesPatch[] = [];
jest.mock('../settings.api', () => ({
  useSiteSettingsQuery: () => ({
    data: SAMPLE_BUSINESS_DETAILS,
    isLoading: false,
    refetch: jest.fn(),
  }),
  useBusinessRulesQuery: () => ({ data: RULES, isLoading: false, refetch: jest.fn() }),
  useSaveSiteSettingsMutation: () => [
    (body: BusinessDetailsPatch) => ({
      unwrap: () => Promise.resolve(savedDetails.push(body)),
    }),
    { isLoading: false },
  ],
  useSaveBusinessRulesMutation: () => [
    (body: BusinessRulesPatch) => ({ unwrap: () => Promise.resolve(savedRules.push(body)) }),
    { isLoading: false },
  ],
}));

describe('SettingsPage', () => {
  it('shows the sample note and saves a changed phone with the other details', async () => {
    renderInPanel(<SettingsPage />, { user: ADMIN_USER, path: '/admin/settings' });
    expect(screen.getByText(/Sample details/)).toBeTruthy();
    const phone = screen.getAllByLabelText('Phone')[0] as HTMLInputElement;
    expect(phone.value).toBe(SAMPLE_BUSINESS_DETAILS.phone);
    fireEvent.change(phone, { target: { value: '+91 97000 11111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save business details' }));
    await waitFor(() => expect(savedDetails).toHaveLength(1));
    expect(savedDetails[0]).toMatchObject({
      phone: '+91 97000 11111',
      brand_name: SAMPLE_BUSINESS_DETAILS.brand_name,
      address: { city: 'Noida' },
    });
  });

  it('edits the referral reward in rupees and saves it in paise', async () => {
    renderInPanel(<SettingsPage />, { user: ADMIN_USER, path: '/admin/settings' });
    const reward = screen.getByLabelText('Referral reward (₹)') as HTMLInputElement;
    expect(reward.value).toBe('500.00');
    fireEvent.change(reward, { target: { value: '750' } });
    fireEvent.change(screen.getByLabelText('Free trial (days)'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save business rules' }));
    await waitFor(() => expect(savedRules).toHaveLength(1));
    expect(savedRules[0]).toMatchObject({
      trial_days: 21,
      referral_reward: { INR: 75_000, USD: 600 },
      gst: { gstin: '09AAKCA1234M1ZJ' },
    });
  });
});
