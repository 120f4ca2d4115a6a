import { render, screen, waitFor } from '@testing-library/react';
import type { ShownBusinessRules } from '@yoga/contracts';
import {
  DEFAULT_SHOWN_RULES,
  loadBusinessRules,
  primeBusinessRules,
  resetBusinessRules,
  useBusinessRules,
} from './business-rules';

const changed: ShownBusinessRules = { ...DEFAULT_SHOWN_RULES, trial_days: 30 };

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 300, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function TrialText() {
  return <p>{useBusinessRules().trial_days}-day trial</p>;
}

describe('business rules', () => {
  beforeEach(() => resetBusinessRules());

  it('are fetched once per page from /api/business-rules', async () => {
    const fetchMock = answer(200, changed);
    await expect(loadBusinessRules()).resolves.toEqual(changed);
    await expect(loadBusinessRules()).resolves.toEqual(changed);
    expect(fetchMock.mock.calls).toEqual([['/api/business-rules']]);
  });

  it("fall back to today's defaults when the API cannot answer", async () => {
    answer(503, {});
    await expect(loadBusinessRules()).resolves.toBe(DEFAULT_SHOWN_RULES);
    expect(DEFAULT_SHOWN_RULES.trial_days).toBe(14);
  });

  it('show the current trial length once loaded, and what a server-rendered page was drawn with at once', async () => {
    answer(200, changed);
    render(<TrialText />);
    await waitFor(() => expect(screen.getByText('30-day trial')).toBeTruthy());
    resetBusinessRules();
    const fetchMock = answer(200, DEFAULT_SHOWN_RULES);
    primeBusinessRules({ ...DEFAULT_SHOWN_RULES, trial_days: 21 });
    render(<TrialText />);
    expect(screen.getByText('21-day trial')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
