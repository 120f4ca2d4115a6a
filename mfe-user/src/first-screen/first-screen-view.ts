import {
  formatIstDateTime,
  formatIstTimePair,
  JOIN_WINDOW,
  titleIn,
  USER_ROUTES,
  type Booking,
  type Replay,
  type YogaClass,
} from '@yoga/contracts';
import { formatDateTime, type Locale } from '@yoga/i18n';
import { formatBookingDate, splitBookings } from '../shared/booking-time';
import { joinableClass, joinState } from '../features/bookings/join-window';
import { nextClasses } from '../features/dashboard/next-classes';

/**
 * The student panel's first screen drawn before the app has loaded (issue 37, ADR 0017): plain HTML from
 * the same data, helpers and messages as the dashboard's and the replays page's first screens, put in the
 * panel's skeleton by first-screen.ts. React replaces it when the panel has loaded.
 */

/** A compiled Lingui message: text parts and `[name]` placeholders (the only form these messages use). */
export type CompiledMessage = string | readonly (string | readonly [string])[];

/** The messages this screen shows, by id, in one language (picked from the panel's catalogue at build). */
export type FirstScreenMessages = Readonly<Record<string, CompiledMessage>>;

/** The message ids the first screen uses: the build copies exactly these from the panel's catalogues. */
export const FIRST_SCREEN_MESSAGE_IDS = [
  'user.dashboard.welcome',
  'user.dashboard.nextClass',
  'user.dashboard.first.title',
  'user.dashboard.first.how',
  'user.dashboard.first.next',
  'user.dashboard.first.with',
  'user.dashboard.first.book',
  'user.join.button',
  'user.join.opens',
  'user.join.closed',
  'user.join.failed',
  'user.replays.title',
  'user.replays.intro',
  'user.replays.none',
  'user.replays.when',
] as const;

export type FirstScreenMessageId = (typeof FIRST_SCREEN_MESSAGE_IDS)[number];

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export type Translate = (
  id: FirstScreenMessageId,
  values?: Record<string, string | number>,
) => string;

/** `t` over the picked messages: plain text, values in place of their placeholders. */
export function translator(messages: FirstScreenMessages): Translate {
  return (id, values = {}) => {
    const message = messages[id];
    if (message === undefined) return id;
    if (typeof message === 'string') return message;
    return message
      .map((part) => (typeof part === 'string' ? part : String(values[part[0]] ?? '')))
      .join('');
  };
}

export interface ViewContext {
  t: Translate;
  locale: Locale;
  /** Her time zone (the profile's, kept on the device, else the device's). */
  zone: string | null;
  now: Date;
}

/** The panel's look (dashboard-page.module.css, plain.module.css), and larger text (1.4×, 48 px targets). */
export const FIRST_SCREEN_STYLE = [
  '.ys-fs{display:flex;flex-direction:column;gap:24px;color:rgba(0,0,0,.88);font-size:14px;line-height:1.57}',
  '.ys-fs h1{margin:0;font-size:30px;font-weight:600;line-height:1.27;overflow-wrap:anywhere}',
  '.ys-fs h2{margin:0 0 8px;font-size:22px;font-weight:600;line-height:1.35}',
  '.ys-fs h3{margin:16px 0 8px;font-size:16px;font-weight:600}',
  '.ys-fs p{margin:0}',
  '.ys-fs-panel{background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:16px}',
  '.ys-fs-panel p{margin:0 0 16px}',
  '.ys-fs-list{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:8px}',
  '.ys-fs-item{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;padding:8px 12px;border:1px solid #f0f0f0;border-radius:6px;background:#fff}',
  '.ys-fs-strong{font-weight:600}',
  '.ys-fs-muted{color:#595959}',
  '.ys-fs-danger{color:#cf1322}',
  '.ys-fs-button{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:0 16px;border:0;border-radius:8px;background:#b4530a;color:#fff;font:inherit;font-size:16px;text-decoration:none;cursor:pointer}',
  '.ys-fs-button:hover,.ys-fs-button:focus-visible{background:#9a3f06;color:#fff}',
  '.ys-fs-button:focus-visible{outline:2px solid #7a3306;outline-offset:2px}',
  '.ys-fs-button[disabled]{background:#f5f5f5;color:rgba(0,0,0,.25);border:1px solid #d9d9d9;cursor:not-allowed}',
  '@media (min-width:768px){.ys-fs-panel{padding:24px}}',
  '[data-large-text] .ys-fs{font-size:19.6px}',
  '[data-large-text] .ys-fs h1{font-size:42px}',
  '[data-large-text] .ys-fs h2{font-size:30.8px}',
  '[data-large-text] .ys-fs h3{font-size:22.4px}',
  '[data-large-text] .ys-fs-button{min-height:48px;font-size:22.4px}',
].join('');

function frame(kind: 'dashboard' | 'replays', inner: string): string {
  return `<main class="ys-fs" data-first-screen="${kind}"><style>${FIRST_SCREEN_STYLE}</style>${inner}</main>`;
}

/** A class's time as the dashboard shows it: the date, then India time and hers when it differs. */
function classWhen(date: string, time: string, ctx: ViewContext): string {
  return `${formatBookingDate(date, ctx.locale)}, ${formatIstTimePair(date, time, ctx.zone, ctx.locale)}`;
}

/** The line beside a Join that cannot be used yet, or any more (join-window.ts's joinHint). */
function joinHintText(date: string, time: string, ctx: ViewContext): string | null {
  const state = joinState(date, time, ctx.now);
  if (!state || state.kind === 'open') return null;
  if (state.kind === 'closed') return ctx.t('user.join.closed');
  const when =
    ctx.locale === 'en' ? formatIstDateTime(state.opens) : formatDateTime(state.opens, ctx.locale);
  return ctx.t('user.join.opens', { when });
}

export interface DashboardData {
  name: string;
  bookings: readonly Booking[];
  /** The classes from today on (only read for a student with no booking yet). */
  classes: readonly YogaClass[];
  /** Her health check is due: Join goes through My Bookings, where the panel asks it first. */
  healthCheckDue: boolean;
}

/** How many of her next booked classes the first screen lists. */
const BOOKED_SHOWN = 2;

/**
 * The dashboard's first screen: her heading; her next booked classes with Join (the same join route as
 * My Bookings' Join), or, with no booking yet, the first-class card (the next classes and Book a class).
 */
export function dashboardHtml(data: DashboardData, ctx: ViewContext): string {
  const { t } = ctx;
  const heading = `<h1>${escapeHtml(t('user.dashboard.welcome', { name: data.name }))}</h1>`;
  if (!data.bookings.length) {
    const upcoming = nextClasses(data.classes, ctx.now);
    const items = upcoming
      .map(
        (cls) =>
          `<li class="ys-fs-item"><span class="ys-fs-strong">${escapeHtml(titleIn(cls, ctx.locale))}</span>` +
          `<span>${escapeHtml(classWhen(cls.date, cls.time, ctx))}</span>` +
          (cls.instructor
            ? `<span>${escapeHtml(t('user.dashboard.first.with', { instructor: cls.instructor }))}</span>`
            : '') +
          '</li>',
      )
      .join('');
    return frame(
      'dashboard',
      heading +
        '<section class="ys-fs-panel" aria-labelledby="ys-fs-first" data-testid="first-screen-first-class">' +
        `<h2 id="ys-fs-first">${escapeHtml(t('user.dashboard.first.title'))}</h2>` +
        `<p>${escapeHtml(t('user.dashboard.first.how', { minutes: JOIN_WINDOW.beforeMinutes }))}</p>` +
        (items
          ? `<h3>${escapeHtml(t('user.dashboard.first.next'))}</h3><ul class="ys-fs-list">${items}</ul>`
          : '') +
        `<a class="ys-fs-button" href="${USER_ROUTES.classbook}">${escapeHtml(t('user.dashboard.first.book'))}</a>` +
        '</section>',
    );
  }
  const booked = splitBookings(data.bookings, ctx.now)
    .upcoming.filter((b) => b.status === 'booked')
    .slice(0, BOOKED_SHOWN);
  if (!booked.length) return frame('dashboard', heading);
  const items = booked
    .map((booking) => {
      const cls = joinableClass(booking);
      const date = booking.class?.date ?? booking.preferred_date;
      const time = booking.class?.time ?? booking.preferred_time;
      const title = booking.class ? titleIn(booking.class, ctx.locale) : '';
      let join = '';
      if (cls) {
        const state = joinState(cls.date, cls.time, ctx.now);
        const hint = joinHintText(cls.date, cls.time, ctx);
        const label = escapeHtml(t('user.join.button'));
        if (state?.kind === 'open' && data.healthCheckDue)
          join = `<a class="ys-fs-button" href="${USER_ROUTES.bookings}">${label}</a>`;
        else if (state)
          join =
            `<button type="button" class="ys-fs-button" data-join-class="${cls.id}"` +
            `${state.kind === 'open' ? '' : ' disabled'}>${label}</button>`;
        if (hint) join += `<span class="ys-fs-muted">${escapeHtml(hint)}</span>`;
        join += '<span class="ys-fs-danger" data-join-problem="" hidden></span>';
      }
      return (
        `<li class="ys-fs-item" data-testid="first-screen-booking"><span class="ys-fs-strong">${escapeHtml(title)}</span>` +
        `<span>${escapeHtml(classWhen(date, time, ctx))}</span>${join}</li>`
      );
    })
    .join('');
  return frame(
    'dashboard',
    heading +
      '<section class="ys-fs-panel" aria-labelledby="ys-fs-next" data-testid="first-screen-next-class">' +
      `<h2 id="ys-fs-next">${escapeHtml(t('user.dashboard.nextClass'))}</h2>` +
      `<ul class="ys-fs-list">${items}</ul></section>`,
  );
}

/** The replays page's first screen: its heading, intro and the list of replays (title, date, time). */
export function replaysHtml(replays: readonly Replay[], ctx: ViewContext): string {
  const { t } = ctx;
  const items = replays
    .map(
      (r) =>
        `<li class="ys-fs-item" data-testid="first-screen-replay"><span class="ys-fs-strong">${escapeHtml(titleIn(r, ctx.locale))}</span>` +
        `<span class="ys-fs-muted">${escapeHtml(
          t('user.replays.when', {
            date: formatBookingDate(r.date, ctx.locale),
            time: formatIstTimePair(r.date, r.time, ctx.zone, ctx.locale),
            minutes: r.duration_minutes,
          }),
        )}</span></li>`,
    )
    .join('');
  return frame(
    'replays',
    `<h1>${escapeHtml(t('user.replays.title'))}</h1><p>${escapeHtml(t('user.replays.intro'))}</p>` +
      (items
        ? `<ul class="ys-fs-list" aria-label="${escapeHtml(t('user.replays.title'))}">${items}</ul>`
        : `<p class="ys-fs-muted">${escapeHtml(t('user.replays.none'))}</p>`),
  );
}
