import { istInstant, type Booking, type Replay } from '@yoga/contracts';
import { messages as en } from '../locales/en';
import { messages as hi } from '../locales/hi';
import { formatBookingDate } from '../shared/booking-time';
import { yogaClass } from '../test-fixtures';
import {
  dashboardHtml,
  FIRST_SCREEN_MESSAGE_IDS,
  replaysHtml,
  translator,
  type FirstScreenMessages,
  type ViewContext,
} from './first-screen-view';

/** The messages the build picks for the script: the panel's own compiled catalogue, these ids only. */
function picked(all: Record<string, unknown>): FirstScreenMessages {
  return Object.fromEntries(
    FIRST_SCREEN_MESSAGE_IDS.map((id) => [id, all[id]]),
  ) as FirstScreenMessages;
}

// 08:00 IST on 6 December 2026 is the fixture class's start.
const NOW = new Date(istInstant('2026-12-06', '07:50').getTime());

function ctx(locale: 'en' | 'hi', zone: string | null = 'Asia/Kolkata'): ViewContext {
  return { t: translator(picked(locale === 'en' ? en : hi)), locale, zone, now: NOW };
}

function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector('main')!;
}

function booking(over: Partial<Booking> = {}): Booking {
  const cls = yogaClass({ id: 7, title: 'Gentle Hatha', title_hi: 'सरल हठ योग' });
  return {
    id: 1,
    user_id: 2,
    class_id: 7,
    type: 'class',
    name: 'Savitri',
    email: 's@example.in',
    phone: '9876543210',
    preferred_date: cls.date,
    preferred_time: cls.time,
    notes: null,
    created_at: '2026-12-01T00:00:00Z',
    status: 'booked',
    class: cls,
    ...over,
  };
}

describe('the first screen of the dashboard', () => {
  it('every message it shows exists in both languages, with plain placeholders only', () => {
    for (const all of [en, hi] as Record<string, unknown>[])
      for (const id of FIRST_SCREEN_MESSAGE_IDS) expect(all[id]).toBeDefined();
  });

  it('a booked student: her heading, her next class with its time and a Join she can press', () => {
    const main = render(
      dashboardHtml(
        { name: 'Savitri', bookings: [booking()], classes: [], healthCheckDue: false },
        ctx('en'),
      ),
    );
    expect(main.querySelector('h1')?.textContent).toBe('Welcome, Savitri');
    expect(main.querySelector('h2')?.textContent).toBe('Your next class');
    const item = main.querySelector('[data-testid="first-screen-booking"]')!;
    expect(item.textContent).toContain('Gentle Hatha');
    expect(item.textContent).toContain(`${formatBookingDate('2026-12-06')}, 8:00 am IST`);
    const join = item.querySelector('button')!;
    expect(join.textContent).toBe('Join');
    expect(join.disabled).toBe(false);
    expect(join.dataset.joinClass).toBe('7');
  });

  it('abroad: India time and hers, as the dashboard shows them', () => {
    const main = render(
      dashboardHtml(
        { name: 'Meera', bookings: [booking()], classes: [], healthCheckDue: false },
        ctx('en', 'America/New_York'),
      ),
    );
    expect(main.textContent).toContain('8:00 am IST · 9:30 pm EST, the day before');
  });

  it('before the join window: Join disabled, with when it opens', () => {
    const later = booking({ class: yogaClass({ id: 7, date: '2026-12-07' }) });
    const main = render(
      dashboardHtml(
        { name: 'Savitri', bookings: [later], classes: [], healthCheckDue: false },
        ctx('en'),
      ),
    );
    expect(main.querySelector('button')?.disabled).toBe(true);
    expect(main.textContent).toContain('Join opens');
  });

  it('her health check due: Join takes her to My Bookings, where the panel asks it first', () => {
    const main = render(
      dashboardHtml(
        { name: 'Savitri', bookings: [booking()], classes: [], healthCheckDue: true },
        ctx('en'),
      ),
    );
    expect(main.querySelector('button')).toBeNull();
    const link = main.querySelector<HTMLAnchorElement>('a.ys-fs-button')!;
    expect(link.textContent).toBe('Join');
    expect(link.getAttribute('href')).toBe('/user/bookings');
  });

  it('no booking yet: the first-class card, the next classes and Book a class', () => {
    const classes = [
      yogaClass({ id: 1, title: 'Morning Flow', time: '09:00', instructor: 'Asha' }),
      yogaClass({ id: 2, title: 'Started already', time: '07:00' }),
    ];
    const main = render(
      dashboardHtml({ name: 'Savitri', bookings: [], classes, healthCheckDue: false }, ctx('en')),
    );
    const card = main.querySelector('[data-testid="first-screen-first-class"]')!;
    expect(card.querySelector('h2')?.textContent).toBe('Book your first class');
    expect(card.textContent).toContain('joining opens 15 minutes before the class starts');
    expect(card.querySelector('h3')?.textContent).toBe('Next live classes');
    const items = [...card.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(1);
    expect(items[0]).toContain('Morning Flow');
    expect(items[0]).toContain('with Asha');
    const book = card.querySelector<HTMLAnchorElement>('a')!;
    expect(book.textContent).toBe('Book a class');
    expect(book.getAttribute('href')).toBe('/user/classbook');
  });

  it('in Hindi: the panel’s Hindi texts and the Hindi title, no English', () => {
    const main = render(
      dashboardHtml(
        { name: 'सावित्री', bookings: [booking()], classes: [], healthCheckDue: false },
        ctx('hi'),
      ),
    );
    const t = translator(picked(hi));
    expect(main.querySelector('h1')?.textContent).toBe(
      t('user.dashboard.welcome', { name: 'सावित्री' }),
    );
    expect(main.querySelector('h1')?.textContent).toContain('सावित्री');
    expect(main.querySelector('h2')?.textContent).toBe('आपकी अगली क्लास');
    expect(main.textContent).toContain('सरल हठ योग');
    expect(main.querySelector('button')?.textContent).toBe(t('user.join.button'));
    expect(main.textContent).not.toMatch(/Welcome|Join|Your next/);
  });

  it('escapes what comes from the API', () => {
    const main = render(
      dashboardHtml(
        {
          name: '<img src=x onerror=alert(1)>',
          bookings: [booking({ class: yogaClass({ id: 7, title: '<b>x</b>' }) })],
          classes: [],
          healthCheckDue: false,
        },
        ctx('en'),
      ),
    );
    expect(main.querySelector('img')).toBeNull();
    expect(main.querySelector('b')).toBeNull();
    expect(main.querySelector('h1')?.textContent).toContain('<img');
  });
});

describe('the first screen of the replays page', () => {
  const replay = {
    class_id: 4,
    title: 'Evening Yin',
    title_hi: null,
    date: '2026-12-05',
    time: '18:00',
    duration_minutes: 45,
    instructor: null,
  } as Replay;

  it('lists the replays with their date and time, under the page’s heading', () => {
    const main = render(replaysHtml([replay], ctx('en')));
    expect(main.querySelector('h1')?.textContent).toBe('Replays');
    const items = main.querySelectorAll('[data-testid="first-screen-replay"]');
    expect(items).toHaveLength(1);
    expect(items[0].textContent).toContain('Evening Yin');
    expect(items[0].textContent).toContain(
      `${formatBookingDate('2026-12-05')}, 6:00 pm IST · 45 min`,
    );
  });

  it('none yet: says so', () => {
    const main = render(replaysHtml([], ctx('en')));
    expect(main.textContent).toContain('No recorded class to watch yet.');
  });
});
