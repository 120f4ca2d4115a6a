/**
 * A page's words are its content document (docs/content.md). A client-side visit whose document did not
 * come with the HTML shows the loading placeholder until GET /api/content/:page answers, then the document.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { localText, SAMPLE_BUSINESS_DETAILS } from '@yoga/contracts';
import { seededContent } from '@yoga/testing/content-seed';
import { renderInHindi } from '@yoga/i18n/testing';
import PublicApp from '../app/app';
import { publicCatalog } from './i18n';

describe('a page whose content document is not in the page yet', () => {
  it('shows the loading placeholder, reads the document once, then draws it', async () => {
    const about = seededContent().about;
    let answer: (res: Response) => void = () => undefined;
    // Everything else (the business details) fails: the pages show the samples.
    const fetchMock = jest.fn((input: RequestInfo | URL) =>
      String(input) === '/api/content/about'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.reject(new Error('offline')),
    );
    globalThis.fetch = fetchMock as typeof fetch;
    await renderInHindi(
      <MemoryRouter initialEntries={['/hi/about']}>
        <PublicApp />
      </MemoryRouter>,
      { catalogs: [publicCatalog] },
    );
    // The page's code has loaded and asks for its document: meanwhile, the placeholder.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/content/about'), {
      timeout: 10_000,
    });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await act(async () => {
      const body = { page: 'about', version: 0, document: about };
      answer({ ok: true, json: async () => body } as Response);
    });
    const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(h1.textContent).toBe(localText(about.title, 'hi'));
    expect(screen.getByText(localText(about.story.paragraphs[0]!, 'hi'))).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/content/about'),
    ).toHaveLength(1);
  });

  it("sets the tab's title and description from the page's entry of the meta document once read", async () => {
    const { meta } = seededContent();
    const fetchMock = jest.fn((input: RequestInfo | URL) =>
      String(input) === '/api/content/meta'
        ? Promise.resolve({
            ok: true,
            json: async () => ({ page: 'meta', version: 0, document: meta }),
          } as Response)
        : Promise.reject(new Error('offline')),
    );
    globalThis.fetch = fetchMock as typeof fetch;
    await renderInHindi(
      <MemoryRouter initialEntries={['/hi/contact']}>
        <PublicApp />
      </MemoryRouter>,
      { catalogs: [publicCatalog] },
    );
    const brand = SAMPLE_BUSINESS_DETAILS.brand_name;
    await waitFor(() => expect(document.title).toBe(`${meta.contact.page_title.hi} | ${brand}`), {
      timeout: 10_000,
    });
    // Its placeholders filled with the business details (the samples: the API is offline).
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      meta.contact.description.hi.replace('{brand}', brand),
    );
  });
});
