import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HTML_LANG } from '@yoga/contracts';
import {
  LOCALE_STORAGE_KEY,
  LanguageSwitch,
  LocaleProvider,
  Trans,
  activeLocale,
  createLocaleI18n,
  i18n,
  onLocaleChange,
  registerCatalog,
  setLocale,
  useCatalog,
  useLocale,
  useLocalePath,
  type Catalog,
} from './index';
import { expectHindiOnly, findEnglishText, renderInHindi } from './testing';

let hindiLoads = 0;
const catalog: Catalog = {
  en: {
    messages: { 'common.test.hello': ['Hello ', ['name']], 'common.test.rich': ['Pay <0>now</0>'] },
  },
  hi: async () => {
    hindiLoads += 1;
    return {
      messages: {
        'common.test.hello': ['नमस्ते ', ['name']],
        'common.test.rich': ['<0>अभी</0> भुगतान करें'],
      },
    };
  },
};

function Greeting() {
  const { t, locale } = useLocale();
  return (
    <p data-locale={locale}>
      {t('common.test.hello', { name: 'Asha' })}{' '}
      <Trans id="common.test.rich" components={{ 0: <b /> }} />
    </p>
  );
}

beforeAll(() => registerCatalog(catalog));
afterEach(async () => {
  await setLocale('en', { persist: false });
  localStorage.clear();
});

describe('the shared instance', () => {
  it('renders English from the bundled catalogue, without loading Hindi', () => {
    render(
      <LocaleProvider>
        <Greeting />
      </LocaleProvider>,
    );
    expect(screen.getByText(/Hello Asha/).textContent).toBe('Hello Asha Pay now');
    expect(hindiLoads).toBe(0);
  });

  it('loads Hindi when chosen, re-renders, sets <html lang> and keeps the choice', async () => {
    const changes: string[] = [];
    const off = onLocaleChange((locale) => changes.push(locale));
    render(
      <LocaleProvider>
        <Greeting />
      </LocaleProvider>,
    );
    await act(() => setLocale('hi'));
    expect(screen.getByText(/नमस्ते/).textContent).toBe('नमस्ते Asha अभी भुगतान करें');
    expect(document.documentElement.lang).toBe(HTML_LANG.hi);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(activeLocale()).toBe('hi');
    expect(hindiLoads).toBeGreaterThan(0);
    expect(changes).toEqual(['hi']);
    off();
  });

  it('does not keep or announce a language taken from the URL', async () => {
    const changes: string[] = [];
    const off = onLocaleChange((locale) => changes.push(locale));
    await setLocale('hi', { persist: false });
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(changes).toEqual([]);
    off();
  });

  it('gives the server a separate instance per language', async () => {
    const hindi = await createLocaleI18n('hi');
    expect(hindi._('common.test.hello', { name: 'Ravi' })).toBe('नमस्ते Ravi');
    expect(hindi).not.toBe(i18n);
    expect(i18n.locale).toBe('en');
  });
});

describe('a lazily registered catalogue', () => {
  const late: Catalog = {
    en: { messages: { 'common.test.late': ['Later'] } },
    hi: () => Promise.reject(new Error('replaced in the test')),
  };
  function Late() {
    useCatalog(late);
    const { t } = useLocale();
    return <p>{t('common.test.late')}</p>;
  }

  it('waits (Suspense) for its Hindi messages, then renders them and keeps them for later switches', async () => {
    await setLocale('hi', { persist: false });
    let resolveHindi: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (resolveHindi = resolve));
    late.hi = () => gate.then(() => ({ messages: { 'common.test.late': ['बाद में'] } }));
    await act(async () => {
      render(
        <LocaleProvider>
          <Suspense fallback={<p>…</p>}>
            <Late />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(screen.getByText('…')).toBeTruthy();
    await act(async () => resolveHindi());
    expect(await screen.findByText('बाद में')).toBeTruthy();
    await act(() => setLocale('en', { persist: false }));
    expect(screen.getByText('Later')).toBeTruthy();
  });
});

describe('links in the active language', () => {
  function Paths() {
    const to = useLocalePath();
    return (
      <p>
        {['/', '/price', '/blogs/3?x=1', '/user/dashboard', 'https://x.in/a'].map(to).join(' ')}
      </p>
    );
  }

  it('prefixes public paths under Hindi only, never panel paths', async () => {
    const { container } = render(
      <LocaleProvider>
        <Paths />
      </LocaleProvider>,
    );
    expect(container.textContent).toBe('/ /price /blogs/3?x=1 /user/dashboard https://x.in/a');
    await act(() => setLocale('hi', { persist: false }));
    expect(container.textContent).toBe(
      '/hi /hi/price /hi/blogs/3?x=1 /user/dashboard https://x.in/a',
    );
  });
});

describe('the language switch', () => {
  it('names each language in itself and switches with buttons', async () => {
    render(
      <LocaleProvider>
        <LanguageSwitch />
        <Greeting />
      </LocaleProvider>,
    );
    const group = screen.getByRole('group', { name: 'Language' });
    const hindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(group.contains(hindi)).toBe(true);
    expect(hindi.getAttribute('lang')).toBe('hi-IN');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(hindi);
    expect(await screen.findByText(/नमस्ते/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is a pair of links when each language has its address', async () => {
    const switched: string[] = [];
    render(
      <LocaleProvider>
        <LanguageSwitch
          hrefFor={(locale) => (locale === 'hi' ? '/hi/price' : '/price')}
          onSwitched={(locale) => switched.push(locale)}
        />
      </LocaleProvider>,
    );
    const hindi = screen.getByRole('link', { name: 'हिन्दी' });
    expect(hindi.getAttribute('href')).toBe('/hi/price');
    expect(hindi.getAttribute('hreflang')).toBe('hi-IN');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(hindi);
    await waitFor(() => expect(switched).toEqual(['hi']));
    expect(activeLocale()).toBe('hi');
  });
});

describe('the Hindi test helper', () => {
  it('passes a tree fully in Hindi, with glossary words, names, numbers and addresses', async () => {
    const view = await renderInHindi(
      <div>
        <Greeting />
        <p>आज की योग क्लास शाम 6:45 बजे IST, OTP, ₹3,099 — help@example.com</p>
        <span translate="no">YogSutra Live</span>
        <LanguageSwitch />
      </div>,
    );
    expect(() => view.expectHindiOnly({ allow: ['Asha'] })).not.toThrow();
    expect(() => view.expectHindiOnly()).toThrow(/English: Asha/);
  });

  it('fails on English text, English attributes and missing messages', async () => {
    function Broken() {
      const { t } = useLocale();
      return (
        <div>
          <p>सदस्यता Book now</p>
          <img alt="Trainer photo" src="x.png" />
          <p>{t('common.test.unknown')}</p>
        </div>
      );
    }
    const view = await renderInHindi(<Broken />);
    expect(view.missing).toEqual(['common.test.unknown']);
    expect(() => view.expectHindiOnly()).toThrow(/missing Hindi message: common\.test\.unknown/);
    const found = findEnglishText(view.container);
    expect(found.join('\n')).toMatch(/Book, now/);
    expect(found.join('\n')).toMatch(/alt.*Trainer, photo/);
    expect(found.join('\n')).toMatch(/message ID shown/);
    expect(() => expectHindiOnly(view.container)).toThrow(/Text not in Hindi/);
  });
});
