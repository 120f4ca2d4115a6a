import {
  HTML_LANG,
  Role,
  USER_ROUTES,
  type Booking,
  type HealthQuestionnaireStatus,
  type JoinClassResponse,
  type Locale,
  type Replay,
  type YogaClass,
} from '@yoga/contracts';
import { readStoredSession } from '@yoga/auth/stored-session';
import { applyStoredLargeText, currentTimeZone, detectLocale } from '@yoga/i18n';
import { indiaToday } from '../shared/booking-time';
import {
  dashboardHtml,
  replaysHtml,
  translator,
  type FirstScreenMessages,
  type Translate,
} from './first-screen-view';

/**
 * The student panel's first screen on a slow phone (issue 37, ADR 0017), before the panel's JavaScript
 * has arrived: a few KB loaded by the panel's page (the server adds it for /user/dashboard and
 * /user/replays). It reads the session as libs/auth keeps it, calls the API the page calls first, and
 * fills the skeleton the HTML painted. Signed out, another role, an expired session or any error: it
 * does nothing and the panel does what it always does. Built by mfe-user/first-screen.build.mjs, which
 * puts in the panel's own messages for these ids (`FIRST_SCREEN_MESSAGES`).
 */
declare const FIRST_SCREEN_MESSAGES: Record<Locale, FirstScreenMessages>;

const SKELETON = '[data-panel-skeleton]';

async function getJson<T>(path: string, headers: HeadersInit): Promise<T> {
  const res = await fetch(`/api${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The skeleton still on screen (the server's, or the shell's while the panel loads), or null. */
function skeleton(): HTMLElement | null {
  if (document.querySelector('[data-remote="mfe_user"]')) return null;
  return document.querySelector<HTMLElement>(SKELETON);
}

/** Puts the first screen in the skeleton's content area; the frame (brand, menu) stays. */
function fill(html: string): HTMLElement | null {
  const root = skeleton();
  const main = root?.querySelector<HTMLElement>('.ys-sk-main');
  if (!root || !main) return null;
  main.innerHTML = html;
  root.removeAttribute('aria-hidden');
  // The shell keeps this node while the panel's code loads (remote-boundary.tsx).
  root.setAttribute('data-first-screen', '');
  return main;
}

/** Join, as My Bookings' Join: the tab opened on the click, pointed at the link the join route answers. */
function wireJoin(main: HTMLElement, headers: Record<string, string>, t: Translate): void {
  main.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      'button[data-join-class]',
    );
    if (!button || button.disabled || button.getAttribute('aria-busy')) return;
    const problem = button.parentElement?.querySelector<HTMLElement>('[data-join-problem]');
    const tab = window.open('', '_blank');
    button.setAttribute('aria-busy', 'true');
    void fetch(`/api/classes/${button.dataset.joinClass}/join`, { method: 'POST', headers })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as Partial<JoinClassResponse> & {
          message?: string;
        };
        if (!res.ok || !body.url) throw new Error(body.message || t('user.join.failed'));
        if (tab) {
          tab.opener = null;
          tab.location.href = body.url;
        } else window.location.assign(body.url);
      })
      .catch((error: unknown) => {
        tab?.close();
        if (problem) {
          problem.textContent = error instanceof Error ? error.message : t('user.join.failed');
          problem.setAttribute('role', 'alert');
          problem.hidden = false;
        }
      })
      .finally(() => button.removeAttribute('aria-busy'));
  });
}

async function start(): Promise<void> {
  const path = window.location.pathname.replace(/\/+$/, '');
  const page =
    path === USER_ROUTES.dashboard ? 'dashboard' : path === USER_ROUTES.replays ? 'replays' : null;
  if (!page || !skeleton()) return;
  const { token, user } = readStoredSession();
  if (!token || !user || (user.role !== Role.User && user.role !== Role.Instructor)) return;
  applyStoredLargeText();
  const locale = detectLocale();
  const t = translator(FIRST_SCREEN_MESSAGES[locale]);
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': HTML_LANG[locale] };
  const ctx = { t, locale, zone: currentTimeZone(), now: new Date() };
  if (page === 'replays') {
    const replays = await getJson<Replay[]>('/video/replays', headers);
    fill(replaysHtml(replays, ctx));
    return;
  }
  // In parallel: her bookings decide which of the others is shown.
  const [bookings, classes, healthCheckDue] = await Promise.all([
    getJson<Booking[]>('/bookings/mine', headers),
    getJson<YogaClass[]>(`/classes?from=${indiaToday()}`, headers).catch(() => []),
    getJson<HealthQuestionnaireStatus>('/health-questionnaire/me', headers).then(
      (status) => status.due,
      () => false,
    ),
  ]);
  const main = fill(dashboardHtml({ name: user.name, bookings, classes, healthCheckDue }, ctx));
  if (main) wireJoin(main, headers, t);
}

// Any failure (an expired session's 401, the API down): the panel shows what it always shows.
start().catch(() => undefined);
