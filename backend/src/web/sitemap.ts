import {
  HTML_LANG,
  LOCALES,
  localizePath,
  SITEMAP_ROUTES,
  PUBLIC_ROUTES,
  type PublicRenderRequest,
} from '@yoga/contracts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The absolute address of `path` in `locale` (`/` stays `/`; Hindi: `/hi`, `/hi/price`). */
const urlIn = (siteUrl: string, path: string, locale: (typeof LOCALES)[number]) => {
  const localized = localizePath(path, locale);
  return `${siteUrl}${localized}`;
};

/**
 * One `<url>` per language version of `path`, each listing every version as an `xhtml:link` alternate
 * (and English as x-default), as search engines expect for translated pages.
 */
function entries(siteUrl: string, path: string, tail: string): string[] {
  const links = [
    ...LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${HTML_LANG[locale]}" href="${escapeXml(urlIn(siteUrl, path, locale))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urlIn(siteUrl, path, 'en'))}"/>`,
  ].join('');
  return LOCALES.map(
    (locale) => `<url><loc>${escapeXml(urlIn(siteUrl, path, locale))}</loc>${links}${tail}</url>`,
  );
}

/** sitemap.xml on SITE_URL: the public pages of SITEMAP_ROUTES, then every blog post, each in English and Hindi. */
export async function sitemapXml(
  siteUrl: string,
  data: Pick<PublicRenderRequest['data'], 'blogs'>,
): Promise<string> {
  const posts = await data.blogs().catch(() => []);
  const urls = [
    ...SITEMAP_ROUTES.flatMap((r) =>
      entries(
        siteUrl,
        r.path,
        `<changefreq>${r.changefreq}</changefreq><priority>${r.priority}</priority>`,
      ),
    ),
    ...posts.flatMap((post) =>
      entries(
        siteUrl,
        `${PUBLIC_ROUTES.blogs}/${post.id}`,
        `<lastmod>${escapeXml(post.created_at.slice(0, 10))}</lastmod><priority>0.6</priority>`,
      ),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the marketing site is public; the panels and the API are not meant for search engines. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /user',
    'Disallow: /api/',
    'Disallow: /auth/greet',
    'Disallow: /hi/auth/greet',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
