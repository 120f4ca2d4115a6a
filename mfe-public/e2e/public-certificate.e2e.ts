import { webHarnessForFile } from '@yoga/testing';
import { newPage, openPage } from './public-helpers';

const s = webHarnessForFile();

describe('the certificate check /verify/<code> (issue 38)', () => {
  it.each([
    ['', 'No certificate has the code ZZZZZZZZZZ. Check the code on the certificate.'],
    ['/hi', 'ZZZZZZZZZZ कोड का कोई प्रमाण पत्र नहीं है। प्रमाण पत्र पर छपा कोड जाँचें।'],
  ])(
    'answers an unknown code (%s) with 404 and the server-drawn "no certificate", which hydrates without asking again',
    async (prefix, text) => {
      const res = await fetch(`${s.server.url}${prefix}/verify/ZZZZZZZZZZ`);
      expect(res.status).toBe(404);
      const html = await res.text();
      // In the HTML itself, not drawn later by a script.
      expect(html).toContain(text);
      expect(html).not.toMatch(/<link rel="canonical"/);

      const { context, page } = await newPage(s.browser, {
        viewport: { width: 390, height: 844 },
        isMobile: true,
      });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      const asked: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/certificates/')) asked.push(req.url());
      });
      const answer = await page.goto(`${s.server.url}${prefix}/verify/ZZZZZZZZZZ`);
      expect(answer?.status()).toBe(404);
      await openPage(page, s.server.url, `${prefix}/verify/ZZZZZZZZZZ`);
      await page.getByText(text).waitFor();
      expect(asked).toEqual([]);
      // The 404 answer itself is reported by the browser; nothing else (no hydration mismatch).
      expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
      await context.close();
    },
  );
});
