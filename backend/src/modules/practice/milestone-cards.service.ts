import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  AUTH_ROUTES,
  HTML_LANG,
  LANGUAGES,
  localizePath,
  MILESTONE_CARD_PATH,
  MILESTONE_CARD_TOKEN,
  OG_LOCALE,
  parseMilestoneKey,
  type Language,
  type MilestoneShare as MilestoneShareLinks,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { PublicMilestoneCards } from '../../common/http/public-site-data.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { UsersService } from '../users/index.js';
import { MilestoneShare } from './entities/milestone-share.entity.js';
import { PracticeService } from './practice.service.js';
import { CARD_SIZE, cardAltText, cardPng, milestoneText, type CardData } from './share-card.js';

/** Rendered cards kept in memory (most recently used last): a PNG is ~60 KB. */
const CARD_CACHE_SIZE = 200;

/** The card's image URL path (public): `/api/practice/cards/<token>.png`. */
export const cardImagePath = (token: string) => `/api/practice/cards/${token}.png`;

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

const PAGE_TEXTS = {
  en: {
    title: (what: string) => `${what}: a practice milestone`,
    description: (name: string, what: string, brand: string) =>
      `${name} reached ${what} practising yoga live with ${brand}.`,
    heading: 'A practice milestone',
    cta: 'Start your free trial',
    home: (brand: string) => `Visit ${brand}`,
    missingTitle: 'This card is not shared',
    missing: 'The link is wrong, or the student stopped sharing this card.',
    whatsapp: (what: string, brand: string, url: string) =>
      `I reached ${what} with ${brand}! ${url}`,
  },
  hi: {
    title: (what: string) => `${what}: अभ्यास का पड़ाव`,
    description: (name: string, what: string, brand: string) =>
      `${name} ने ${brand} के साथ लाइव योग करते हुए ${what} पूरा किया।`,
    heading: 'अभ्यास का पड़ाव',
    cta: 'अपना मुफ़्त ट्रायल शुरू करें',
    home: (brand: string) => `${brand} पर जाएँ`,
    missingTitle: 'यह कार्ड साझा नहीं है',
    missing: 'लिंक गलत है, या विद्यार्थी ने यह कार्ड साझा करना बंद कर दिया है।',
    whatsapp: (what: string, brand: string, url: string) =>
      `मैंने ${brand} के साथ ${what} पूरा किया! ${url}`,
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first name: the card shows nothing else of the student. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * Milestone share cards (issue 27): the student makes a milestone reached public under a random token
 * (128 bits; no id, no contact in the link); the token's card is a PNG drawn on the server
 * (share-card.ts) and a server-rendered page with Open Graph tags (`/m/<token>`, `/hi/m/<token>`)
 * that shows the picture and nothing else about the student. Stopping sharing deletes the token.
 */
@Injectable()
export class MilestoneCardsService extends PublicMilestoneCards {
  private readonly shares: Repository<MilestoneShare>;
  private readonly rendered = new Map<string, Buffer>();

  constructor(
    @InjectRepository(MilestoneShare) shares: Repository<MilestoneShare>,
    tx: Transactions,
    private readonly practice: PracticeService,
    private readonly users: UsersService,
    private readonly settings: SiteSettingsService,
    @Inject(SITE_CONFIG) private readonly site: SiteConfig,
  ) {
    super();
    this.shares = tx.ambient(shares);
  }

  /** POST /api/practice/milestones/:key/share: the card's links (made on the first call). */
  async share(userId: number, key: string, lang?: Language): Promise<MilestoneShareLinks> {
    const milestone = parseMilestoneKey(key);
    if (!milestone) throw new ApiError('milestone_unknown');
    const reached = await this.practice.reachedMilestoneKeys(userId);
    if (!reached.includes(key)) throw new ApiError('milestone_not_reached');
    const language = lang ?? (await this.users.contactsOf([userId])).get(userId)?.language ?? 'en';
    let row = await this.shares.findOneBy({ userId, milestone: key });
    if (!row) {
      try {
        await this.shares.insert({
          userId,
          milestone: key,
          token: randomBytes(16).toString('base64url'),
          language,
        });
      } catch (error) {
        // Two taps at once: the other one made it.
        if (!isDuplicateKey(error)) throw error;
      }
      row = await this.shares.findOneByOrFail({ userId, milestone: key });
    } else if (lang && row.language !== lang) {
      await this.shares.update({ id: row.id }, { language: lang });
      row.language = lang;
    }
    return this.links(row, milestone);
  }

  /** DELETE /api/practice/milestones/:key/share: the link stops working (404). */
  async unshare(userId: number, key: string): Promise<void> {
    if (!parseMilestoneKey(key)) throw new ApiError('milestone_unknown');
    await this.shares.delete({ userId, milestone: key });
  }

  /** The student's shared cards (the personal-data export). */
  async sharesOf(
    userId: number,
  ): Promise<{ milestone: string; token: string; language: string }[]> {
    const rows = await this.shares.find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map((r) => ({ milestone: r.milestone, token: r.token, language: r.language }));
  }

  /** GET /api/practice/cards/:token.png: the PNG (drawn once, then kept) and its ETag. */
  async image(token: string): Promise<{ png: Buffer; etag: string }> {
    const data = await this.cardData(token);
    if (!data) throw new ApiError('milestone_card_not_found');
    const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
    let png = this.rendered.get(etag);
    if (png) {
      this.rendered.delete(etag);
    } else {
      png = await cardPng(data);
      if (this.rendered.size >= CARD_CACHE_SIZE) {
        const oldest = this.rendered.keys().next().value;
        if (oldest !== undefined) this.rendered.delete(oldest);
      }
    }
    this.rendered.set(etag, png);
    return { png, etag };
  }

  /** The public page of a card (`/m/<token>`, `/hi/m/<token>`): 200, or a 404 page. */
  async page(token: string, locale: Language): Promise<{ status: number; html: string }> {
    const data = await this.cardData(token);
    const brand = (await this.settings.details()).brand_name;
    const t = PAGE_TEXTS[locale];
    const home = `${this.site.siteUrl}${localizePath('/', locale)}`;
    const trial = `${this.site.siteUrl}${localizePath(AUTH_ROUTES.register, locale)}`;
    const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
      `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;
    const links = `<p class="links"><a class="cta" href="${escapeHtml(trial)}">${escapeHtml(t.cta)}</a> <a href="${escapeHtml(home)}">${escapeHtml(t.home(brand))}</a></p>`;
    const head = (title: string, description: string, extra: string[]) =>
      [
        `<!doctype html><html lang="${HTML_LANG[locale]}"><head>`,
        '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="robots" content="noindex">',
        '<meta name="theme-color" content="#b4530a">',
        `<title>${escapeHtml(title)}</title>`,
        meta('name', 'description', description),
        ...extra,
        '<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png">',
        `<style>${PAGE_CSS}</style>`,
        '</head><body><main>',
      ].join('');
    if (!data) {
      return {
        status: 404,
        html: `${head(t.missingTitle, t.missing, [])}<h1>${escapeHtml(t.missingTitle)}</h1><p>${escapeHtml(t.missing)}</p>${links}</main></body></html>`,
      };
    }
    const what = milestoneText(data.milestone, locale);
    const title = t.title(what);
    const description = t.description(data.name, what, brand);
    const url = this.pageUrl(token, locale);
    const image = `${this.site.siteUrl}${cardImagePath(token)}`;
    const alt = cardAltText(data);
    return {
      status: 200,
      html: [
        head(title, description, [
          `<link rel="canonical" href="${escapeHtml(url)}">`,
          meta('property', 'og:type', 'website'),
          meta('property', 'og:site_name', brand),
          meta('property', 'og:title', title),
          meta('property', 'og:description', description),
          meta('property', 'og:url', url),
          meta('property', 'og:image', image),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', CARD_SIZE),
          meta('property', 'og:image:height', CARD_SIZE),
          meta('property', 'og:image:alt', alt),
          meta('property', 'og:locale', OG_LOCALE[locale]),
          meta('name', 'twitter:card', 'summary_large_image'),
          meta('name', 'twitter:title', title),
          meta('name', 'twitter:description', description),
          meta('name', 'twitter:image', image),
          meta('name', 'twitter:image:alt', alt),
        ]),
        `<h1>${escapeHtml(t.heading)}</h1>`,
        `<img src="${escapeHtml(cardImagePath(token))}" alt="${escapeHtml(alt)}" width="${CARD_SIZE}" height="${CARD_SIZE}">`,
        `<p>${escapeHtml(description)}</p>`,
        links,
        '</main></body></html>',
      ].join(''),
    };
  }

  private pageUrl(token: string, locale: Language): string {
    return `${this.site.siteUrl}${localizePath(`${MILESTONE_CARD_PATH}/${token}`, locale)}`;
  }

  private links(
    row: MilestoneShare,
    milestone: NonNullable<ReturnType<typeof parseMilestoneKey>>,
  ): Promise<MilestoneShareLinks> {
    const language = isLanguage(row.language) ? row.language : 'en';
    const url = this.pageUrl(row.token, language);
    return this.settings.details().then(({ brand_name }) => ({
      key: row.milestone,
      url,
      image_url: `${this.site.siteUrl}${cardImagePath(row.token)}`,
      whatsapp_url: `https://wa.me/?text=${encodeURIComponent(
        PAGE_TEXTS[language].whatsapp(milestoneText(milestone, language), brand_name, url),
      )}`,
    }));
  }

  /** What a shared card shows, or null for a token nobody shares (unknown, stopped, or erased). */
  private async cardData(token: string): Promise<CardData | null> {
    if (!MILESTONE_CARD_TOKEN.test(token)) return null;
    const row = await this.shares.findOneBy({ token });
    const milestone = row && parseMilestoneKey(row.milestone);
    if (!row || !milestone) return null;
    const name = (await this.users.contactsOf([row.userId])).get(row.userId)?.name;
    if (!name) return null;
    return {
      language: isLanguage(row.language) ? row.language : 'en',
      name: firstName(name),
      milestone,
      brand: (await this.settings.details()).brand_name,
    };
  }
}

/** The card page's own few styles (inline: the page loads no script and no other stylesheet). */
const PAGE_CSS = [
  'body{margin:0;font-family:system-ui,sans-serif;background:#fff7ed;color:#1c1917}',
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem;text-align:center}',
  'h1{font-size:1.5rem;color:#7c2d12}',
  'img{width:100%;height:auto;border-radius:1rem;box-shadow:0 2px 12px rgba(0,0,0,.15)}',
  '.links{display:flex;flex-wrap:wrap;gap:1rem;justify-content:center;align-items:center}',
  'a{color:#7c2d12}',
  '.cta{background:#b4530a;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none;font-weight:600}',
].join('');
