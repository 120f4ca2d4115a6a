import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { istToday, istWeekday, OUTBOX_REASONS } from '@yoga/contracts';
import type {
  ConsoleClass,
  AdminMessageRow,
  AdminPaymentRecord,
  AdminUserRow,
  Blog,
  Booking,
  BusinessMetrics,
  ErasureRow,
  ManagedUser,
  Profile,
  ReferralRow,
  TimetableSlot,
  YogaClass,
} from '@yoga/contracts';
import { setLocale } from '@yoga/i18n';
import { findEnglishText, renderInHindi } from '@yoga/i18n/testing';
import { adminCatalog } from '../i18n';
import { ADMIN_USER, panelTree } from '../test-utils';
import {
  EVENING_SLOT,
  METRICS,
  PAID_PAYMENT,
  POWER_YOGA_CLASS,
  PRIYA,
  TEST_PLANS,
} from '../test-fixtures';
import DashboardPage from '../features/dashboard/pages/dashboard-page';
import ManageUsersPage from '../features/users/pages/manage-users-page';
import CreateBlogPage from '../features/blogs/pages/create-blog-page';
import ManageClassesPage from '../features/classes/pages/manage-classes-page';
import TimetablePage from '../features/timetable/pages/timetable-page';
import BookingsPage from '../features/bookings/pages/bookings-page';
import ReferralsPage from '../features/referrals/pages/referrals-page';
import UsersTablePage from '../features/users-table/pages/users-table-page';
import PricingPage from '../features/pricing/pages/pricing-page';
import PaymentsPage from '../features/payments/pages/payments-page';
import AdminProfilePage from '../features/account/pages/admin-profile-page';
import ErasuresPage from '../features/account/pages/erasures-page';
import MessagesPage from '../features/messages/pages/messages-page';
import SiteContentPage from '../features/site-content/pages/site-content-page';
import ConsolePage from '../features/console/pages/console-page';
import AdminApp from './app';

// The shared components of libs/ui with texts of their own (ui.*) are checked by libs/ui's tests; here
// they are stand-ins, so that this file checks every text mfe-admin itself shows.
jest.mock('@yoga/ui', () => {
  const actual = jest.requireActual('@yoga/ui');
  const stub = (name: string) => () => <section data-stub={name} />;
  return {
    ...actual,
    ReferralCard: stub('ReferralCard'),
    ProfileDetailsForm: stub('ProfileDetailsForm'),
    EmailChangeForm: stub('EmailChangeForm'),
    ChangePasswordForm: stub('ChangePasswordForm'),
  };
});

// ------------------------------------------------------------------ the API, answered from fixtures

const priya = PRIYA;
const powerYoga: YogaClass = {
  ...POWER_YOGA_CLASS,
  id: 7,
  capacity: 20,
  booked_count: 3,
  waitlist_count: 1,
  instructor: 'Meera',
  slot_id: 2,
};
const slot: TimetableSlot = {
  ...EVENING_SLOT,
  id: 2,
  // Today's day in India: the timetable opens on it.
  day_of_week: istWeekday(istToday()),
  active: false,
};
const managedUser: ManagedUser = {
  ...priya,
  phone: '+919876543210',
  role: 'user',
  status: 'Blocked',
  referral_code: 'PRIYA42',
  referred_by: null,
  created_at: '2026-11-01T04:00:00.000Z',
  last_login_at: null,
};
const payment: AdminPaymentRecord = {
  ...PAID_PAYMENT,
  method: 'upi',
  credit_note_no: 'YS/CN/2627/0001',
  reference: 'UTR123456789',
};
/** A lakh of members: the figure reads "1.18 लाख". */
const metrics: BusinessMetrics = { ...METRICS, active_members: 1_18_000 };
const message: AdminMessageRow = {
  id: 7,
  user_id: 5,
  user_name: priya.name,
  user_email: priya.email,
  channel: 'whatsapp',
  event: 'class_reminder',
  idempotency_key: 'reminder:12',
  template: 'class_reminder',
  language: 'en',
  recipient: '+919876543210',
  status: 'retrying',
  reason: 'Internal error · code 131000 (HTTP 500)',
  attempts: 2,
  next_attempt_at: '2026-11-23T04:10:00.000Z',
  created_at: '2026-11-23T04:00:00.000Z',
  sent_at: null,
} as AdminMessageRow;
/** An e-mail kept in the local sink: the outbox's own reason, shown in the panel's language. */
const unsentEmail: AdminMessageRow = {
  ...message,
  id: 8,
  channel: 'email',
  recipient: priya.email,
  status: 'not_sent_no_provider',
  reason: OUTBOX_REASONS.smtpNotSet,
  reason_code: 'smtpNotSet',
  attempts: 1,
  next_attempt_at: null,
};

const ROUTES: [RegExp, unknown][] = [
  [
    /^\/api\/console\/classes$/,
    [
      {
        id: 7,
        title: 'Power Yoga',
        date: '2026-12-01',
        time: '18:45',
        duration_minutes: 45,
        instructor_id: 9,
        instructor_name: 'Meera',
        substitute: true,
        booked: 3,
        video_format: 'meeting',
        video_overflow: 'none',
      },
    ] satisfies ConsoleClass[],
  ],
  [/^\/api\/admin\/instructors$/, [{ id: 9, name: 'Meera', email: 'meera@example.in' }]],
  [/^\/api\/admin\/plans$/, TEST_PLANS],
  [/^\/api\/plans$/, TEST_PLANS],
  [/^\/api\/admin\/stats$/, { counselors: 7, students: 12, sessions: 3, complaints: 2 }],
  [/^\/api\/admin\/metrics$/, metrics],
  [/^\/api\/manageusers/, [managedUser]],
  [
    /^\/api\/blogs\/all$/,
    [
      {
        id: 1,
        title: 'Morning breath',
        category: 'Fitness',
        description: null,
        title_hi: null,
        description_hi: null,
        author: 'Asha Admin',
        time_to_read: '5 min',
        thumbnail: null,
        thumbnail_srcset: null,
        created_at: '2026-11-01T04:00:00.000Z',
      } satisfies Blog,
    ],
  ],
  [/^\/api\/classes/, [powerYoga, { ...powerYoga, id: 8, slot_id: null, capacity: null }]],
  [/^\/api\/timetable\/slots$/, [slot, { ...slot, id: 3, active: true, class_type: 'demo' }]],
  [
    /^\/api\/bookings$/,
    [
      {
        id: 1,
        user_id: 5,
        class_id: 7,
        type: 'class',
        name: priya.name,
        email: priya.email,
        phone: '+919876543210',
        preferred_date: '2026-12-01',
        preferred_time: '18:45',
        notes: null,
        created_at: '2026-11-23T04:00:00.000Z',
        status: 'waitlisted',
        class: powerYoga,
      },
      {
        id: 2,
        user_id: 5,
        class_id: null,
        type: 'demo',
        name: priya.name,
        email: priya.email,
        phone: '',
        preferred_date: '2026-12-02',
        preferred_time: '06:45',
        notes: null,
        created_at: '2026-11-23T04:00:00.000Z',
        status: 'booked',
        class: null,
      },
    ] satisfies Booking[],
  ],
  [
    /^\/api\/referrals$/,
    [
      { user_id: 5, name: priya.name, referral_code: 'PRIYA42', referral_count: 3 },
    ] satisfies ReferralRow[],
  ],
  [
    /^\/api\/admin\/users/,
    [
      {
        id: 5,
        name: priya.name,
        email: priya.email,
        number: '+919876543210',
        role: 'instructor',
        status: 'Active',
        created_at: '2026-11-01T04:00:00.000Z',
        last_login_at: '2026-11-23T13:15:00.000Z',
      },
    ] satisfies AdminUserRow[],
  ],
  [/^\/api\/admin\/recurring/, []],
  [/^\/api\/admin\/reconciliation/, []],
  [
    /^\/api\/payments/,
    {
      items: [payment, { ...payment, id: 2, status: 'refunded', refund_reason: 'Moved abroad' }],
      total: 2,
      // An added currency paid in this month has its own figure (issue 37), named in Hindi too.
      revenue_this_month: { INR: 199_900, USD: 0, GBP: 4_550 },
    },
  ],
  [
    /^\/api\/admin\/erasures/,
    [
      {
        id: 1,
        user_id: 9,
        role: 'user',
        confirmed_by: 'code',
        summary: [],
        erased_at: '2026-11-20T04:00:00.000Z',
      },
    ] satisfies ErasureRow[],
  ],
  [/^\/api\/admin\/messages/, [message, unsentEmail]],
  [
    /^\/api\/admin\/content\/site\/versions/,
    [
      {
        version: 1,
        published_at: '2026-11-20T04:00:00.000Z',
        published_by: 'Asha Admin',
        restored_from: null,
      },
    ],
  ],
  [
    /^\/api\/admin\/content\/site/,
    {
      page: 'site',
      document: {
        announcement: { enabled: true, text: { en: 'Diwali week', hi: '' }, link: '/price' },
      },
      has_draft: false,
      published_version: 1,
      draft_updated_at: null,
      draft_updated_by: null,
    },
  ],
  [
    /^\/api\/profile$/,
    {
      id: 1,
      name: ADMIN_USER.name,
      email: ADMIN_USER.email,
      phone: '',
      role: 'admin',
      language: 'hi',
      state: null,
      consents: {},
      pending_email: null,
      created_at: '2026-01-01T00:00:00.000Z',
      last_login_at: null,
    } as unknown as Profile,
  ],
];

/** The little of the Fetch API that RTK Query's fetchBaseQuery uses (jsdom has none of it). */
class FakeRequest {
  readonly url: string;
  readonly method: string;
  constructor(url: string, init: { method?: string } = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
  }
  clone() {
    return this;
  }
}
class FakeResponse {
  readonly headers: Headers;
  readonly ok: boolean;
  constructor(
    private readonly body: string,
    readonly status: number,
    headers: Record<string, string>,
  ) {
    this.headers = new Headers(headers);
    this.ok = status < 400;
  }
  clone() {
    return new FakeResponse(this.body, this.status, Object.fromEntries(this.headers.entries()));
  }
  async text() {
    return this.body;
  }
}

beforeAll(() => {
  Object.assign(globalThis, {
    Request: FakeRequest,
    fetch: jest.fn(async (request: FakeRequest) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      const match = ROUTES.find(([pattern]) => pattern.test(path));
      const body = match ? match[1] : { success: false, message: 'Not found' };
      const count = Array.isArray(body) ? body.length : 1;
      return new FakeResponse(JSON.stringify(body), match ? 200 : 404, {
        'content-type': 'application/json',
        'x-total-count': String(count),
      });
    }),
  });
});

afterEach(cleanup);
afterAll(() => setLocale('en', { persist: false }));

// ------------------------------------------------------------------ the checks

/** Data shown as it is in every language: people, class and plan names, the provider's own words. */
const NAMES = [
  'Priya Sharma',
  'Asha Admin',
  'Power Yoga',
  'Meera',
  'Morning breath',
  'Fitness',
  'Super Saver',
  'Bumper Saver',
  'Big Saver',
  'Bumper',
  'Super',
  'Big',
  'Moved abroad',
  'Internal error · code 131000 (HTTP 500)',
  'Razorpay',
  '5 min',
  // An edited English text and a link (site content).
  'Diwali week',
  '/price',
];

/**
 * antd names its icons in English (`<span role="img" aria-label="down">`): icon identifiers rather than
 * the panel's texts, left out of the check.
 */
function dropIconNames() {
  document
    .querySelectorAll('.anticon[aria-label]')
    .forEach((icon) => icon.removeAttribute('aria-label'));
}

async function showInHindi(ui: ReactElement, path: string) {
  const { tree } = panelTree(ui, { user: ADMIN_USER, path });
  const view = await renderInHindi(tree, { catalogs: [adminCatalog] });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const SCREENS: [string, ReactElement, string, string | RegExp][] = [
  ['dashboard', <DashboardPage key="s" />, 'admin-dashboard', '1.18 लाख'],
  ['manage users', <ManageUsersPage key="s" />, 'manage-user', 'PRIYA42'],
  ['blog', <CreateBlogPage key="s" />, 'create-blog', 'Morning breath'],
  ['manage class', <ManageClassesPage key="s" />, 'manage-classes', '3 / 20 बुक, 1 वेटलिस्ट में'],
  ['timetable', <TimetablePage key="s" />, 'timetable', 'रुका हुआ'],
  ['bookings', <BookingsPage key="s" />, 'bookings', 'वेटलिस्ट में'],
  ['referrals', <ReferralsPage key="s" />, 'refferal', 'PRIYA42'],
  ['users table', <UsersTablePage key="s" />, 'users', 'ट्रेनर'],
  ['subscription packages', <PricingPage key="s" />, 'price', 'Bumper Saver'],
  ['payments', <PaymentsPage key="s" />, 'payments', /^£45\.50$/],
  ['profile', <AdminProfilePage key="s" />, 'profile', 'आपकी जानकारी'],
  ['deleted accounts', <ErasuresPage key="s" />, 'erasures', 'एक बार का कोड (OTP)'],
  ['messages', <MessagesPage key="s" />, 'messages', 'फिर कोशिश होगी'],
  ['site content', <SiteContentPage key="s" />, 'site-content?page=site', 'लाइव: संस्करण 1'],
  ['instructor console', <ConsolePage key="s" />, 'console', 'बदले हुए इंस्ट्रक्टर'],
];

describe('every admin screen in Hindi', () => {
  it.each(SCREENS)('%s reads fully in Hindi', async (_name, ui, path, loaded) => {
    const view = await showInHindi(ui, `/admin/${path}`);
    expect((await screen.findAllByText(loaded)).length).toBeGreaterThan(0);
    dropIconNames();
    view.expectHindiOnly({ allow: NAMES });
  });

  it('the sidebar, the header and its language switch read in Hindi', async () => {
    // A wide screen: the sidebar is shown (not the drawer).
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
    const { tree } = panelTree((store) => <AdminApp store={store} />, {
      user: ADMIN_USER,
      path: '/admin/price',
    });
    await renderInHindi(tree, { catalogs: [adminCatalog] });
    await screen.findByRole('heading', { level: 1, name: 'सब्सक्रिप्शन पैकेज' });
    expect(screen.getByRole('link', { name: 'समय-सारणी' })).toBeTruthy();
    expect(screen.getByText('एडमिन पैनल')).toBeTruthy();
    const switcher = screen.getByRole('group', { name: 'भाषा' });
    expect(
      within(switcher).getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The menu and the header (libs/ui's own frame texts, such as the navigation's label, are its own).
    dropIconNames();
    for (const region of [screen.getByRole('navigation'), document.querySelector('header')!])
      expect(findEnglishText(region, { allow: NAMES })).toEqual([]);
    window.matchMedia = narrow;
  });

  it("an instructor's panel is titled for her in Hindi, not the admin panel", async () => {
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
    const { tree } = panelTree((store) => <AdminApp store={store} />, {
      user: { id: 9, name: 'Meera', email: 'meera@example.in', role: 'instructor' },
      path: '/admin/console',
    });
    await renderInHindi(tree, { catalogs: [adminCatalog] });
    await screen.findByRole('heading', { level: 1, name: 'इंस्ट्रक्टर कंसोल' });
    const header = document.querySelector('header')!;
    expect(within(header).getByText('इंस्ट्रक्टर कंसोल')).toBeTruthy();
    expect(screen.queryByText('एडमिन पैनल')).toBeNull();
    window.matchMedia = narrow;
  });

  it('form validation messages and a delete confirmation are Hindi too', async () => {
    const view = await showInHindi(<ManageClassesPage />, '/admin/manage-classes');
    const form = screen.getByRole('form', { name: 'क्लास का फ़ॉर्म' });
    fireEvent.click(within(form).getByRole('button', { name: 'क्लास जोड़ें' }));
    await within(form).findByText('कृपया तारीख़ चुनें।');
    const deletes = await screen.findAllByRole('button', { name: 'हटाएँ' });
    await act(async () => fireEvent.click(deletes[0]));
    await screen.findByText('क्या आप सच में हटाना चाहते हैं?');
    expect(findAll(view)).toEqual([]);
  }, 90_000);

  it('the record-payment dialog and its validation are Hindi too', async () => {
    const view = await showInHindi(<PaymentsPage />, '/admin/payments');
    await screen.findAllByText('YS/2627/00007');
    fireEvent.click(screen.getByRole('button', { name: /भुगतान दर्ज करें/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'भुगतान दर्ज करें' }).at(-1)!);
    await within(dialog).findByText('जिस विद्यार्थी ने भुगतान किया, उसे चुनें।');
    expect(findAll(view)).toEqual([]);
  }, 90_000);
});

/** English left anywhere in the document (dialogs and popovers render outside the container). */
function findAll(view: { missing: string[] }): string[] {
  dropIconNames();
  return [
    ...view.missing.map((id) => `missing: ${id}`),
    ...findEnglishText(document.body, { allow: NAMES }),
  ];
}
