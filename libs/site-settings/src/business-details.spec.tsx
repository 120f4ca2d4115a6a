import { render, screen } from '@testing-library/react';
import {
  SAMPLE_BUSINESS_DETAILS,
  SAMPLE_DETAILS_TEXT,
  type BusinessDetails,
} from '@yoga/contracts';
import {
  loadBusinessDetails,
  postalAddress,
  resetBusinessDetails,
  streetAddress,
} from './business-details';
import { SampleDetailsNote } from './sample-details-note';
import { useBusinessDetails } from './use-business-details';

const real: BusinessDetails = {
  ...SAMPLE_BUSINESS_DETAILS,
  legal_name: 'Asana Health Private Limited',
  phone: '+91 91234 56789',
  sample: false,
};

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 300, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('business details', () => {
  beforeEach(() => resetBusinessDetails());

  it('are fetched once per page from /api/site-settings', async () => {
    const fetchMock = answer(200, real);
    await expect(loadBusinessDetails()).resolves.toEqual(real);
    await expect(loadBusinessDetails()).resolves.toEqual(real);
    expect(fetchMock.mock.calls).toEqual([['/api/site-settings']]);
  });

  it.each([
    ['a 404 (a server without the route)', 404, { success: false, message: 'Not found' }],
    ['a 503', 503, {}],
    ['a body of another shape', 200, { phone: 42 }],
  ])('fall back to the samples on %s', async (_case, status, body) => {
    answer(status, body);
    await expect(loadBusinessDetails()).resolves.toBe(SAMPLE_BUSINESS_DETAILS);
  });

  it('fall back to the samples when the network fails', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(loadBusinessDetails()).resolves.toBe(SAMPLE_BUSINESS_DETAILS);
  });

  it('give the street address without repeating the company name', () => {
    expect(streetAddress(SAMPLE_BUSINESS_DETAILS)).toBe(
      'Sector 62, Noida, Uttar Pradesh 201309, India',
    );
    expect(streetAddress({ ...real, address: { ...real.address, line1: 'Tower B, Plot 7' } })).toBe(
      'Tower B, Plot 7, Sector 62, Noida, Uttar Pradesh 201309, India',
    );
  });

  it('give the whole postal address, the one way the footer and the contact page write it (issue 38)', () => {
    expect(postalAddress(SAMPLE_BUSINESS_DETAILS)).toBe(
      `${SAMPLE_BUSINESS_DETAILS.legal_name}, Sector 62, Noida, Uttar Pradesh 201309, India`,
    );
  });
});

function Footer() {
  const details = useBusinessDetails();
  return (
    <footer>
      <a href={`tel:${details.phone}`}>{details.phone}</a>
      <SampleDetailsNote details={details} />
    </footer>
  );
}

describe('useBusinessDetails and the sample note', () => {
  beforeEach(() => resetBusinessDetails());

  it('show the samples, marked, until the API answers, then the real details unmarked', async () => {
    answer(200, real);
    render(<Footer />);
    expect(screen.getByRole('note').textContent).toBe(SAMPLE_DETAILS_TEXT);
    expect(screen.getByText(SAMPLE_BUSINESS_DETAILS.phone)).toBeTruthy();
    expect(await screen.findByText(real.phone)).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keep the note when the API fails', async () => {
    answer(404, {});
    render(<Footer />);
    await loadBusinessDetails();
    expect(screen.getByRole('note').textContent).toBe(SAMPLE_DETAILS_TEXT);
  });
});
