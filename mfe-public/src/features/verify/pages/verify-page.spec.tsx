import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CertificateVerification } from '@yoga/contracts';
import { PageHeadContext, type PageHead } from '../../../shared/hooks/use-page-meta';
import { InitialDataProvider } from '../../../shared/initial-data';
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

  describe('drawn on the server (issue 38)', () => {
    /** The page as the server renders it: with the certificate it read (or null), and the head it fills. */
    const renderDrawn = (code: string, drawn: CertificateVerification | null) => {
      const head: PageHead = {};
      asked.length = 0;
      render(
        <PageHeadContext.Provider value={head}>
          <InitialDataProvider value={{ path: `/verify/${code}`, certificate: drawn }}>
            <MemoryRouter initialEntries={[`/verify/${code}`]}>
              <Routes>
                <Route path="/verify/:code" element={<VerifyPage />} />
              </Routes>
            </MemoryRouter>
          </InitialDataProvider>
        </PageHeadContext.Provider>,
      );
      return head;
    };

    it('shows the holder, the challenge and the dates at once, and names them in the preview card', () => {
      const head = renderDrawn('PWXBCA5ERT', certificate);
      const result = screen.getByTestId('verify-result').textContent;
      expect(result).toContain('Certificate PWXBCA5ERT is genuine.');
      expect(result).toContain('Anita Desai');
      expect(result).toContain('21-Day Morning Yoga');
      expect(result).toContain('1 Dec 2026 to 21 Dec 2026');
      expect(asked).toEqual([]);
      expect(head.notFound).toBe(false);
      expect(head.title).toContain('Anita Desai completed 21-Day Morning Yoga');
      expect(head.description).toBe(
        'Certificate PWXBCA5ERT: Anita Desai completed the 21-Day Morning Yoga practice challenge (1 Dec 2026 to 21 Dec 2026).',
      );
    });

    it('says there is no such certificate and marks the page not found (404)', () => {
      const head = renderDrawn('ZZZZ', null);
      expect(
        screen.getByText('No certificate has the code ZZZZ. Check the code on the certificate.'),
      ).toBeTruthy();
      expect(asked).toEqual([]);
      expect(head.notFound).toBe(true);
    });
  });
});
