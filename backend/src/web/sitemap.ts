import { SITEMAP_ROUTES, PUBLIC_ROUTES, type PublicRenderRequest } from '@yoga/contracts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml on SITE_URL: the public pages of SITEMAP_ROUTES, then every blog post. */
export async function sitemapXml(
  siteUrl: string,
  data: Pick<PublicRenderRequest['data'], 'blogs'>,
): Promise<string> {
  const posts = await data.blogs().catch(() => []);
  const urls = [
    ...SITEMAP_ROUTES.map(
      (r) =>
        `<url><loc>${escapeXml(siteUrl + r.path)}</loc><changefreq>${r.changefreq}</changefreq><priority>${r.priority}</priority></url>`,
    ),
    ...posts.map(
      (post) =>
        `<url><loc>${escapeXml(`${siteUrl}${PUBLIC_ROUTES.blogs}/${post.id}`)}</loc><lastmod>${escapeXml(post.created_at.slice(0, 10))}</lastmod><priority>0.6</priority></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
