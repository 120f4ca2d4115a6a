import {
  LOCALES,
  localizePath,
  PUBLIC_ROUTES,
  SERVER_RENDERED_PATHS,
  type ContentPageId,
} from '@yoga/contracts';
import type { PageTag } from '../../common/http/public-site-data.js';

/** The page each content document is drawn on (`site`: every page). */
const CONTENT_PAGE_PATHS: Partial<Record<ContentPageId, string[]>> = {
  home: [PUBLIC_ROUTES.home],
  about: [PUBLIC_ROUTES.about],
  events: [PUBLIC_ROUTES.livestream],
  contact: [PUBLIC_ROUTES.contact],
  mental: [PUBLIC_ROUTES.mentalHealth],
  nutrition: [PUBLIC_ROUTES.nutrition],
  physical: [PUBLIC_ROUTES.physical],
  lifestyle: [PUBLIC_ROUTES.lifestyle],
  refund: [PUBLIC_ROUTES.returnRefund],
  privacy: [PUBLIC_ROUTES.privacyPolicy],
  terms: [PUBLIC_ROUTES.termsOfUse],
};

const PRICE = [PUBLIC_ROUTES.price, `${PUBLIC_ROUTES.price}?currency=USD`];

/**
 * The public addresses (both languages, each currency of /price) whose pages a change of `tags` makes
 * stale: what the CDN purge hook is called with. `postId`: the post a blog change is about.
 */
export function pathsOf(tags: readonly PageTag[], postId?: string): string[] {
  const paths = new Set<string>();
  const add = (list: readonly string[]) => list.forEach((p) => paths.add(p));
  for (const tag of tags) {
    if (tag === '*' || tag === 'settings' || tag === 'content' || tag === 'content:site') {
      add(SERVER_RENDERED_PATHS);
      add(PRICE);
    } else if (tag === 'plans') {
      add([...PRICE, PUBLIC_ROUTES.returnRefund, PUBLIC_ROUTES.termsOfUse]);
    } else if (tag === 'offers') {
      add(PRICE);
    } else if (tag === 'schedule') {
      add([PUBLIC_ROUTES.schedule]);
    } else if (tag === 'blogs') {
      add([PUBLIC_ROUTES.blogs]);
      if (postId && /^\d+$/.test(postId)) add([`${PUBLIC_ROUTES.blogs}/${postId}`]);
    } else if (tag.startsWith('content:')) {
      add(CONTENT_PAGE_PATHS[tag.slice('content:'.length) as ContentPageId] ?? []);
    }
  }
  return [...paths].flatMap((p) => {
    const [path, query] = p.split('?') as [string, string | undefined];
    return LOCALES.map((locale) => localizePath(path, locale) + (query ? `?${query}` : ''));
  });
}
