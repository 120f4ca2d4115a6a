// Node entry of the public remote (built to dist/server by rspack.shared.ts): the server calls `render`
// for every public page. It renders this build's own pages, so a new mfe-public deploy changes the HTML.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-impl';
import {
  HTML_LANG,
  LOCALES,
  OG_LOCALE,
  CERTIFICATE_PATH,
  PUBLIC_ROUTES,
  PUBLIC_SSR,
  SITE,
  localizePath,
  splitLocalePath,
  type Locale,
  type PublicRenderRequest,
  type PublicRenderResult,
  type PublicServerModule,
  type WellnessPageId,
  type MetaContent,
  type MetaPageId,
  type PolicyPageId,
} from '@yoga/contracts';
import type { I18n } from '@lingui/core';
import { createLocaleI18n, LocaleProvider } from '@yoga/i18n';
import {
  drawnMediaUrl,
  primeBusinessDetails,
  primeBusinessRules,
  primeMediaBase,
} from '@yoga/site-settings';
import { AFTER_PAINT_ID, PAGE_LOADER, PAGE_LOADER_HASH } from './page-loader';
import { LOW_DATA_HTML_ATTRIBUTE, smallestPictures } from './low-data-document';

/**
 * The favicon, the touch icon and the web app manifest. The favicon is a PNG, not the SVG mark: Chrome draws
 * an SVG favicon in the page's renderer through a page of its own (~60 ms of main thread on a slow phone).
 */
const ICON_LINKS = [
  '<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png">',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
  '<link rel="manifest" href="/manifest.webmanifest">',
].join('');
// Every catalogue of the public pages, registered before the first render (the browser loads the
// features' own with their pages).
import '../shared/i18n';
import '../features/auth/i18n';
import '../features/auth/account/i18n';
import '../features/blog/i18n';
import '../features/contact/i18n';
import '../features/home/i18n';
import '../features/home/below-fold/i18n';
import '../features/live-events/i18n';
import '../features/policies/i18n';
import '../features/pricing/i18n';
import '../features/schedule/i18n';
import '../features/verify/i18n';
import { PageHeadContext, type PageHead } from '../shared/hooks/use-page-meta';
import {
  InitialDataProvider,
  ServerRenderedProvider,
  type RouteData,
} from '../shared/initial-data';
import { ContentProvider, type PageContent } from '../shared/content';
import { localizedContent } from './localize-content';
import { PublicDocument } from './public-document';

declare let __webpack_public_path__: string;

/**
 * The browser build of the document (dist/page): its entry scripts; and its one stylesheet, inlined, from
 * the `styles` build (dist/page/styles, named by its styles.json): the page's scripts carry no CSS.
 */
interface PageAssets {
  js: string[];
}
const pageDir = path.join(__dirname, '..', PUBLIC_SSR.pageDir);
const assets = JSON.parse(readFileSync(path.join(pageDir, 'assets.json'), 'utf8')) as PageAssets;
const stylesDir = path.join(pageDir, PUBLIC_SSR.stylesDir);
const inlineCss = (
  JSON.parse(readFileSync(path.join(stylesDir, 'styles.json'), 'utf8')) as { css: string[] }
).css
  .map((file) => readFileSync(path.join(stylesDir, file), 'utf8'))
  .join('');

const BLOG_POST = new RegExp(`^${PUBLIC_ROUTES.blogs}/([^/]+)$`);

/** The API data a route is drawn with (the blog, the schedule, the plans); every other page is the same for every request. */
async function routeData(
  pathname: string,
  data: PublicRenderRequest['data'],
): Promise<RouteData | null> {
  const page = splitLocalePath(pathname).path;
  if (page === PUBLIC_ROUTES.blogs) return { path: pathname, blogs: await data.blogs() };
  if (page === PUBLIC_ROUTES.schedule) return { path: pathname, schedule: await data.schedule() };
  // The price tables (with the offer shown on /price), and the plan lengths the refund and terms texts name.
  if (page === PUBLIC_ROUTES.price) {
    const [plans, offer] = await Promise.all([data.plans(), data.featuredOffer()]);
    return { path: pathname, plans, offer };
  }
  if (page === PUBLIC_ROUTES.returnRefund || page === PUBLIC_ROUTES.termsOfUse)
    return { path: pathname, plans: await data.plans() };
  const certificate = CERTIFICATE_PATH.exec(page);
  if (certificate) {
    // The code as printed (letters and digits); anything else has no certificate.
    let code = '';
    try {
      code = decodeURIComponent(certificate[1] ?? '').toUpperCase();
    } catch {
      // A broken %-escape: no such code.
    }
    const found = /^[0-9A-Z]{1,32}$/.test(code) ? await data.certificate(code) : undefined;
    return { path: pathname, certificate: found ?? null };
  }
  const post = BLOG_POST.exec(page);
  if (!post) return null;
  const id = Number(post[1]);
  const valid = /^\d+$/.test(post[1] ?? '') && Number.isSafeInteger(id) && id > 0;
  return { path: pathname, blog: valid ? ((await data.blog(id)) ?? null) : null };
}

/** The wellness page drawn at each path. */
const WELLNESS_PAGE_OF: Record<string, WellnessPageId | undefined> = {
  [PUBLIC_ROUTES.mentalHealth]: 'mental',
  [PUBLIC_ROUTES.nutrition]: 'nutrition',
  [PUBLIC_ROUTES.physical]: 'physical',
  [PUBLIC_ROUTES.lifestyle]: 'lifestyle',
};

/** The policy page drawn at each path. */
const POLICY_PAGE_OF: Record<string, PolicyPageId | undefined> = {
  [PUBLIC_ROUTES.returnRefund]: 'refund',
  [PUBLIC_ROUTES.privacyPolicy]: 'privacy',
  [PUBLIC_ROUTES.termsOfUse]: 'terms',
};

/** The entry of the `meta` document (title tag and meta description) of each page that has one. */
const META_PAGE_OF: Record<string, MetaPageId | undefined> = {
  [PUBLIC_ROUTES.home]: 'home',
  [PUBLIC_ROUTES.about]: 'about',
  [PUBLIC_ROUTES.contact]: 'contact',
  [PUBLIC_ROUTES.livestream]: 'events',
  [PUBLIC_ROUTES.price]: 'price',
  [PUBLIC_ROUTES.schedule]: 'schedule',
  [PUBLIC_ROUTES.blogs]: 'blogs',
};

/**
 * The edited content the page draws (docs/content.md): what every page shows, and the home page's own.
 * A preview (an admin's) draws the drafts.
 */
async function pageContent(pathname: string, request: PublicRenderRequest): Promise<PageContent> {
  const draft = request.preview === true;
  const { locale, path: page } = splitLocalePath(pathname);
  const [site, home, about, events, contact] = await Promise.all([
    request.data.content('site', draft),
    page === PUBLIC_ROUTES.home ? request.data.content('home', draft) : undefined,
    page === PUBLIC_ROUTES.about ? request.data.content('about', draft) : undefined,
    page === PUBLIC_ROUTES.livestream ? request.data.content('events', draft) : undefined,
    page === PUBLIC_ROUTES.contact ? request.data.content('contact', draft) : undefined,
  ]);
  const pages: PageContent['pages'] = { site };
  if (home) pages.home = home;
  if (about) pages.about = about;
  const wellness = WELLNESS_PAGE_OF[page];
  if (wellness) pages[wellness] = await request.data.content(wellness, draft);
  const policy = POLICY_PAGE_OF[page];
  if (policy) pages[policy] = await request.data.content(policy, draft);
  if (events) pages.events = events;
  if (contact) pages.contact = contact;
  const meta = META_PAGE_OF[page];
  // Only the page's own entry travels (the browser reads the whole document if it needs another).
  if (meta)
    pages.meta = {
      [meta]: (await request.data.content('meta', draft))[meta],
    } as Partial<MetaContent> as MetaContent;
  if (page === PUBLIC_ROUTES.mainslider)
    pages.mainslider = await request.data.content('mainslider', draft);
  // Only the page's language travels (each text in `en`): the HTML stays small.
  return { locale, pages: localizedContent(pages, locale) };
}

/** The whole tree, once every lazy page and section has loaded (crawlers and no-JS visitors read it all). */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in place: no script is needed to reveal content (the CSP allows none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: no `</script>` or `<!--` can close it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One Lingui instance per language, made once: rendering only reads it. */
const instances = new Map<Locale, Promise<I18n>>();
function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) instances.set(locale, (instance = createLocaleI18n(locale)));
  return instance;
}

function documentHtml(
  request: PublicRenderRequest,
  pathname: string,
  head: PageHead,
  body: string,
  route: RouteData | null,
  content: PageContent,
): string {
  const { locale, path: page } = splitLocalePath(pathname);
  const title = head.title ?? request.business.brand_name;
  const description = head.description ?? SITE.tagline;
  const urlOf = (lang: Locale) => {
    const localized = localizePath(page, lang);
    return `${request.siteUrl}${localized === '/' ? '/' : localized}`;
  };
  const canonical = urlOf(locale);
  // Each language's address of this page, and English for everyone else (x-default).
  const alternates = head.notFound
    ? []
    : [
        ...LOCALES.map(
          (lang) =>
            `<link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escapeHtml(urlOf(lang))}">`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlOf('en'))}">`,
      ];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const pageBase = `${request.assetBase}${PUBLIC_SSR.pageDir}/`;
  return [
    `<!doctype html><html lang="${HTML_LANG[locale]}"${request.lowData ? LOW_DATA_HTML_ATTRIBUTE : ''}><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#b4530a">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    head.notFound ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', request.business.brand_name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', absoluteImage(request.siteUrl, head.image)),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((lang) => lang !== locale).map((lang) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[lang]),
    ),
    // A page with a picture of its own (a post) is previewed large; the brand icon, as a small square.
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    // With a page loader, after the first paint (page-loader.ts); without scripts, plain links.
    assets.js.length ? `<noscript id="${AFTER_PAINT_ID}">${ICON_LINKS}</noscript>` : ICON_LINKS,
    `<style>${inlineCss}</style>`,
    // The page's code is requested after the first paint (page-loader.ts), not discovered by the parser.
    assets.js.length
      ? `<script data-src="${escapeHtml(assets.js.map((file) => pageBase + file).join(' '))}">${PAGE_LOADER}</script>`
      : '',
    '</head><body>',
    `<div id="root">${body}</div>`,
    `<script type="application/json" id="${PUBLIC_SSR.dataElementId}">${scriptJson({ business: request.business, rules: request.rules, media: request.mediaBase ?? null, route, content })}</script>`,
    '</body></html>',
  ].join('');
}

/** og:image: the page's picture (an uploaded file, drawn from the media base when there is one), or the icon. */
function absoluteImage(siteUrl: string, image: string | undefined): string {
  const drawn = image ? drawnMediaUrl(image) : '/icons/icon-512.png';
  return /^https?:\/\//.test(drawn) ? drawn : `${siteUrl}${drawn}`;
}

export const render: PublicServerModule['render'] = async (
  request: PublicRenderRequest,
): Promise<PublicRenderResult> => {
  // Images resolve where browsers load this build's document assets (the same URLs hydration uses).
  __webpack_public_path__ = `${request.assetBase}${PUBLIC_SSR.pageDir}/`;
  primeBusinessDetails(request.business);
  primeBusinessRules(request.rules);
  primeMediaBase(request.mediaBase ?? null);
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const [route, content] = await Promise.all([
    routeData(pathname, request.data),
    pageContent(pathname, request),
  ]);
  const i18n = await i18nFor(splitLocalePath(pathname).locale);
  const head: PageHead = {};
  const body = await renderComplete(
    <StrictMode>
      <LocaleProvider i18n={i18n}>
        <PageHeadContext.Provider value={head}>
          <ServerRenderedProvider value={true}>
            <InitialDataProvider value={route}>
              <ContentProvider value={content}>
                <StaticRouter location={request.url}>
                  <PublicDocument />
                </StaticRouter>
              </ContentProvider>
            </InitialDataProvider>
          </ServerRenderedProvider>
        </PageHeadContext.Provider>
      </LocaleProvider>
    </StrictMode>,
  );
  const html = documentHtml(request, pathname, head, body, route, content);
  return {
    // Save-Data: on (issue 37): every picture at its smallest file.
    html: request.lowData ? smallestPictures(html) : html,
    status: head.notFound ? 404 : 200,
    kind: route ? 'data' : 'static',
    scriptHashes: [PAGE_LOADER_HASH],
  };
};
