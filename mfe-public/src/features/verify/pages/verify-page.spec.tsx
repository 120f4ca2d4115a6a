import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CertificateVerification } from '@yoga/contracts';
import VerifyPage from './verify-page';

const certificate: CertificateVerification = {
  code: 'PWXBCA5ERT',
  name: 'Anita Desai',
  challenge: { en: '21-Day Morning Yoga', hi: '21 दिन की सुबह की योग चुनौती' },
  starts_on: '2026-12-01',
  ends_on: '2026-12-21',
};
const asked: string[] = [];

function answer(status: number, body: unknown) {
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    return { ok: status < 400, status, json: async () => body };
  }) as unknown as typeof fetch;
}

const renderAt = (code: string) =>
  render(
    <MemoryRouter initialEntries={[`/verify/${code}`]}>
      <Routes>
        <Route path="/verify/:code" element={<VerifyPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('VerifyPage', () => {
  it('confirms a genuine certificate with the name, the challenge and the dates only', async () => {
    answer(200, certificate);
    renderAt('PWXBCA5ERT');
    expect(await screen.findByText('Certificate PWXBCA5ERT is genuine.')).toBeTruthy();
    const result = screen.getByTestId('verify-result').textContent;
    expect(result).toContain('Anita Desai');
    expect(result).toContain('21-Day Morning Yoga');
    expect(result).toContain('1 Dec 2026 to 21 Dec 2026');
    expect(asked).toContain('/api/certificates/PWXBCA5ERT');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Certificate check');
  });

  it('says so when no certificate has the code', async () => {
    answer(404, { code: 'certificate_not_found' });
    renderAt('ZZZZ');
    expect(
      await screen.findByText(
        'No certificate has the code ZZZZ. Check the code on the certificate.',
      ),
    ).toBeTruthy();
  });
});
