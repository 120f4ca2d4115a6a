/**
 * Issue 12: every screen of the student panel in Hindi, with its menus, tables, forms, validation, empty
 * states, confirmations and dialogs. The whole panel (UserApp) renders at each route against a fake API;
 * the check fails on any English text node or readable attribute left (besides names, numbers and the
 * glossary's words) and on any message ID missing from the Hindi catalogues.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@yoga/auth';
import type {
  Booking,
  CurrentUser,
  MySubscription,
  PaymentRecord,
  Profile,
  YogaClass,
} from '@yoga/contracts';
import { setLocale } from '@yoga/i18n';
import { expectHindiOnly, findEnglishText, renderInHindi } from '@yoga/i18n/testing';
import { uiCatalog } from '@yoga/ui';
import { catalog } from '../i18n';
import UserApp from './app';
import { yogaClass as classFixture } from '../test-fixtures';
import { TEST_PLANS } from '@yoga/testing/fixtures';

const DAY = 24 * 60 * 60 * 1000;
const soon = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const me: CurrentUser = {
  id: 7,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  role: 'user',
  phone: '+919876543210',
  status: 'Active',
  referral_code: 'PRIYA7',
  referred_by: null,
  created_at: new Date(Date.now() - 3 * DAY).toISOString(),
};
const profile: Profile = {
  id: 7,
  name: me.name,
  email: me.email,
  phone: me.phone,
  role: 'user',
  language: 'hi',
  state: null,
  consents: { whatsapp: false, email: false },
  large_text: false,
  low_data: false,
  time_zone: 'Asia/Kolkata',
  pending_email: 'priya.new@example.in',
  created_at: me.created_at,
  last_login_at: me.created_at,
};
const subscription: MySubscription = {
  status: 'trial',
  trial_ends_at: new Date(Date.now() + 11 * DAY).toISOString(),
  plan: null,
  starts_at: me.created_at,
  ends_at: new Date(Date.now() + 11 * DAY).toISOString(),
  days_left: 11,
  subscription_no: null,
  credits: { INR: 50_000, USD: 0 },
  classes_attended: 5,
};
const yogaClass = (id: number, over: Partial<YogaClass> = {}): YogaClass =>
  classFixture({ id, date: soon(3), time: '18:45', ...over });
const classes = [
  yogaClass(3),
  yogaClass(4, { title: 'Full Flow', capacity: 2, booked_count: 2 }),
  yogaClass(5, {
    title: 'Full Flow',
    time: '06:45',
    capacity: 2,
    booked_count: 2,
    instructor: 'Meera Nair',
  }),
];
const booking = (id: number, over: Partial<Booking>): Booking => ({
  id,
  user_id: 7,
  class_id: 3,
  type: 'class',
  name: me.name,
  email: me.email,
  phone: me.phone,
  preferred_date: soon(3),
  preferred_time: '18:45',
  notes: null,
  created_at: me.created_at,
  status: 'booked',
  class: classes[0],
  ...over,
});
const bookings: Booking[] = [
  // Who teaches is named (the instructor account's name, issue 38).
  booking(1, { class: { ...classes[0], instructor: 'Meera Nair', instructor_id: 9 } }),
  booking(2, { class_id: 4, class: classes[1], status: 'waitlisted' }),
  booking(3, { type: 'demo', class_id: null, class: null, preferred_date: '2026-01-05' }),
];
const payment: PaymentRecord = {
  id: 4,
  plan: { id: 'super', name: 'Super Saver', months: 6, currency: 'INR' },
  currency: 'INR',
  amount: 199_900,
  credits_applied: 50_000,
  gateway: 'sandbox',
  order_id: 'order_1',
  gateway_payment_id: 'pay_1',
  status: 'refunded',
  created_at: '2026-11-23T18:20:00.000Z',
  paid_at: '2026-11-23T18:31:00.000Z',
  method: 'sandbox',
  invoice_no: 'YS/2627/00004',
  credit_note_no: 'YS/CN/2627/0001',
  refunded_at: '2026-11-25T10:00:00.000Z',
} as PaymentRecord;
const referrals = {
  referral_code: 'PRIYA7',
  referral_count: 2,
  credits: { INR: 50_000, USD: 0 },
  referrals: [
    {
      name: 'Ravi Kumar',
      joined_at: '2026-11-02T05:00:00.000Z',
      status: 'earned',
      reward: { currency: 'INR', amount: 50_000 },
    },
    { name: 'Meera Nair', joined_at: '2026-11-10T05:00:00.000Z', status: 'pending', reward: null },
  ],
};

/** The fake API: each GET answers its fixture; anything else is a Hindi error, as the API sends it. */
const ANSWERS: Record<string, unknown> = {
  '/api/auth/me': me,
  '/api/profile': profile,
  '/api/profile/health-notes': {
    conditions: ['knee', 'back'],
    other: null,
    share_with_instructors: true,
    consent_changed_at: '2026-11-20T05:00:00.000Z',
  },
  '/api/health-questionnaire/me': {
    due: false,
    answered_at: '2026-11-20T05:00:00.000Z',
    any_yes: false,
    confirmed: true,
  },
  '/api/subscriptions/me': subscription,
  '/api/bookings/mine': bookings,
  '/api/classes': classes,
  '/api/payments/mine': [payment],
  '/api/referrals/stats/7': referrals,
  '/api/plans': TEST_PLANS,
  '/api/video/attendance/mine': [],
  '/api/practice/me': {
    from: '2026-11-01',
    to: '2026-11-30',
    days: [soon(0)],
    current_streak: 1,
    longest_streak: 8,
    weekly_streak: 1,
    weekly_target: 3,
    total_days: 8,
    milestones: [{ days: 7, reached_on: '2026-10-07' }],
    weekly_milestones: [{ months: 1, reached_on: '2026-10-30' }],
  },
};
/** The writes a screen makes on a tap, answered like the GETs (method and path). */
const WRITES: Record<string, unknown> = {
  'POST /api/practice/milestones/days-7/share': {
    key: 'days-7',
    url: 'http://panel.test/hi/m/3q2Zb1xY0aQ4sW9eR7tUvA',
    image_url: 'http://panel.test/api/practice/cards/3q2Zb1xY0aQ4sW9eR7tUvA.png',
    whatsapp_url: 'https://wa.me/?text=%E0%A4%AE%E0%A5%88%E0%A4%82%E0%A4%A8%E0%A5%87',
  },
};
const asked: string[] = [];

/** jsdom has no fetch: the few parts of Headers, Request and Response that RTK Query uses. */
class FakeHeaders {
  private readonly map = new Map<string, string>();
  constructor(init?: Record<string, string> | FakeHeaders) {
    if (init instanceof FakeHeaders) init.forEach((v, k) => this.set(k, v));
    else for (const [k, v] of Object.entries(init ?? {})) this.set(k, v);
  }
  get(name: string) {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  set(name: string, value: string) {
    this.map.set(name.toLowerCase(), value);
  }
  has(name: string) {
    return this.map.has(name.toLowerCase());
  }
  delete(name: string) {
    this.map.delete(name.toLowerCase());
  }
  forEach(fn: (value: string, key: string) => void) {
    this.map.forEach((v, k) => fn(v, k));
  }
}
class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: FakeHeaders;
  constructor(input: string | FakeRequest, init: { method?: string; headers?: FakeHeaders } = {}) {
    this.url = new URL(typeof input === 'string' ? input : input.url, 'http://panel.test').href;
    this.method = init.method ?? 'GET';
    this.headers = new FakeHeaders(init.headers);
  }
  clone() {
    return this;
  }
}
function fakeResponse(status: number, body: unknown) {
  const text = JSON.stringify(body);
  const response = {
    status,
    ok: status < 400,
    headers: new FakeHeaders({ 'content-type': 'application/json' }),
    clone: () => response,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return response;
}

beforeAll(() => {
  Object.assign(globalThis, { Headers: FakeHeaders, Request: FakeRequest });
  globalThis.fetch = (async (input: FakeRequest | string) => {
    const request = typeof input === 'string' ? new FakeRequest(input) : input;
    const { pathname } = new URL(request.url);
    asked.push(`${request.method} ${pathname}`);
    expect(request.headers.get('Accept-Language') ?? 'hi-IN').toBe('hi-IN');
    const found =
      request.method === 'GET' ? ANSWERS[pathname] : WRITES[`${request.method} ${pathname}`];
    if (found === undefined) {
      return fakeResponse(404, { success: false, message: 'अनुरोध पूरा नहीं हो सका।' });
    }
    return fakeResponse(200, found);
  }) as unknown as typeof fetch;
});

afterAll(() => setLocale('en', { persist: false }));

// The whole panel renders at each route: slow in jsdom on a busy machine.
jest.setTimeout(180_000);

/** Names and codes that stay as written: people, classes, plans, the brand, document numbers. */
const NAMES = [
  'Priya Sharma',
  'Ravi Kumar',
  'Meera Nair',
  'Power Yoga',
  'Full Flow',
  'Super Saver',
  'Bumper Saver',
  'Big Saver',
  'Bumper',
  'Super',
  'Big',
  'YogSutra Live',
  'PRIYA7',
  'YS/2627/00004',
  'YS/CN/2627/0001',
];

async function renderPanelAt(path: string) {
  localStorage.clear();
  const store = createAppStore({
    session: { token: 'test-token', user: { id: 7, name: me.name, email: me.email, role: 'user' } },
  });
  const view = await renderInHindi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user/*" element={<UserApp store={store} />} />
      </Routes>
    </MemoryRouter>,
    { catalogs: [catalog, uiCatalog] },
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 120_000 });
  return view;
}

/**
 * The whole page reads in Hindi: the panel, and the dialogs, pop-ups and toasts outside its root. What
 * nobody reads or hears is left out: subtrees hidden from assistive technology (aria-hidden), such as
 * antd's decorative icons, which carry their English file names ("down", "info-circle").
 */
function expectPageInHindi(view: Awaited<ReturnType<typeof renderPanelAt>>) {
  const page = document.body.cloneNode(true) as HTMLElement;
  for (const hidden of page.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  expect(view.missing).toEqual([]);
  expectHindiOnly(page, { allow: NAMES, missing: view.missing });
  expect(findEnglishText(titleOf(document.title), { allow: NAMES })).toEqual([]);
}

function titleOf(text: string): Element {
  const title = document.createElement('title');
  title.textContent = text;
  return title;
}

describe('the student panel in Hindi', () => {
  it('dashboard: menu, header, language switch, numbers and referral card', async () => {
    const view = await renderPanelAt('/user/dashboard');
    expect(await screen.findByTestId('referral-code')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stat-upcoming').textContent).toContain('2'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('नमस्ते, Priya Sharma');
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(document.title).toBe('डैशबोर्ड · YogSutra Live');
    expect(document.documentElement.lang).toBe('hi-IN');
    expectPageInHindi(view);
  });

  it('dashboard: a milestone shared on WhatsApp, with its links', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      const view = await renderPanelAt('/user/dashboard');
      fireEvent.click(
        await screen.findByRole('button', { name: 'व्हाट्सऐप पर साझा करें: अभ्यास के 7 दिन' }),
      );
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(
          (WRITES['POST /api/practice/milestones/days-7/share'] as { whatsapp_url: string })
            .whatsapp_url,
          '_blank',
          'noopener',
        ),
      );
      expect(screen.getByRole('link', { name: 'व्हाट्सऐप खोलें' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'कार्ड देखें' })).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'लिंक कॉपी करें: साप्ताहिक सिलसिले का 1 महीना' }),
      ).toBeTruthy();
      expectPageInHindi(view);
    } finally {
      open.mockRestore();
    }
  });

  it('book a class: the week, booked and full classes, and the validation of the confirmation', async () => {
    const view = await renderPanelAt('/user/classbook');
    await screen.findByText(
      'बुक करने के लिए आने वाले हफ़्ते की कोई क्लास चुनें; आपकी जानकारी आपकी प्रोफ़ाइल से भर दी गई है।',
    );
    const week = await screen.findAllByTestId('week-class');
    const byId = (id: number) => week.find((b) => b.getAttribute('data-class-id') === String(id))!;
    expect(byId(3).textContent).toContain('बुक है');
    expect(byId(4).textContent).toContain('वेटलिस्ट में');
    expect(byId(5).textContent).toBe(
      'सुबह 6:45 बजे ISTFull Flowट्रेनर: Meera Nairभरी हुई — वेटलिस्ट में जुड़ें',
    );
    expectPageInHindi(view);
    fireEvent.click(byId(5));
    expect(await screen.findByTestId('class-full')).toBeTruthy();
    // The class's own date and time, in Hindi; no preferred date or time is asked.
    expect(screen.getByTestId('chosen-class').textContent).toContain('सुबह 6:45 बजे IST');
    expect(screen.queryByLabelText(/पसंद की तारीख/)).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^फ़ोन/), { target: { value: '' } });
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: /वेटलिस्ट में जुड़ें/ }),
      );
    });
    expect(await screen.findByText('कृपया अपना फ़ोन नंबर डालें।')).toBeTruthy();
    expectPageInHindi(view);
  });

  it('book a demo: labels and the field problems', async () => {
    const view = await renderPanelAt('/user/demobook');
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/^ईमेल/), { target: { value: 'not-an-email' } });
      fireEvent.change(screen.getByLabelText(/^फ़ोन/), { target: { value: '123' } });
      fireEvent.change(screen.getByLabelText(/^पसंद का समय/), { target: { value: '' } });
    });
    expect(await screen.findByText('कृपया सही ईमेल पता डालें।')).toBeTruthy();
    expect(await screen.findByText(/कृपया सही मोबाइल नंबर डालें/)).toBeTruthy();
    expectPageInHindi(view);
  });

  it('my bookings: upcoming, waitlisted, past, and the cancel confirmation', async () => {
    const view = await renderPanelAt('/user/bookings');
    await screen.findByRole('heading', { name: 'आने वाली' });
    expect(screen.getByRole('heading', { name: 'पिछली' })).toBeTruthy();
    expect(screen.getAllByTestId('booking-item').length).toBe(3);
    expect(within(screen.getAllByTestId('booking-item')[0]!).getByText('Meera Nair')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'बुकिंग रद्द करें' })[0]!);
    await screen.findByText('यह बुकिंग रद्द करें? आपकी जगह वेटलिस्ट के अगले विद्यार्थी को मिल जाएगी।');
    expectPageInHindi(view);
  });

  it('plans: membership, plan cards, credits, checkout and the test payment dialog', async () => {
    const view = await renderPanelAt('/user/plans?plan=super&currency=INR');
    const checkout = await screen.findByTestId('checkout');
    expect(within(checkout).getByRole('button', { name: /का भुगतान करें/ })).toBeTruthy();
    expect(screen.getByTestId('membership-status').textContent).toContain(
      'आपका 14 दिन का फ़्री ट्रायल चालू है: 11 दिन बचे हैं।',
    );
    expectPageInHindi(view);
  });

  it('price: the plan tables in both currencies', async () => {
    const view = await renderPanelAt('/user/price');
    await screen.findByText('सदस्यता एक नज़र में');
    expectPageInHindi(view);
    fireEvent.click(screen.getByText('भारत से बाहर ($ USD)'));
    expectPageInHindi(view);
  });

  it('payments: the table with statuses, invoices and credit notes in Indian style', async () => {
    const view = await renderPanelAt('/user/payment');
    await screen.findByText('रिफ़ंड हो गया');
    expect(screen.getByText('₹1,999')).toBeTruthy();
    expect(screen.getByText('24 नवंबर 2026, रात 12:01 बजे IST')).toBeTruthy();
    expectPageInHindi(view);
  });

  it('referrals: the card, the credits and the table of who joined', async () => {
    const view = await renderPanelAt('/user/refferal');
    await screen.findByTestId('referral-credits');
    expect(screen.getByText('मिल गया')).toBeTruthy();
    expectPageInHindi(view);
  });

  it('profile: details, email, password and data, with the delete confirmation', async () => {
    const view = await renderPanelAt('/user/profile');
    await screen.findByRole('heading', { name: 'आपकी जानकारी' });
    fireEvent.click(screen.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    await screen.findByText('पुष्टि के लिए आपका पासवर्ड');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    });
    expect((await screen.findAllByText('कृपया सभी फ़ील्ड भरें।')).length).toBeGreaterThan(0);
    expectPageInHindi(view);
  });

  it('logout and an unknown page', async () => {
    const logout = await renderPanelAt('/user/logout');
    expect(screen.getByText('क्या आप सच में लॉगआउट करना चाहते हैं?')).toBeTruthy();
    expectPageInHindi(logout);
    logout.unmount();
    const missing = await renderPanelAt('/user/nowhere');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पेज नहीं मिला');
    expectPageInHindi(missing);
  });

  it('asked only the API it has answers for (no screen left unchecked for lack of data)', () => {
    const unanswered = asked.filter(
      (call) => (!call.startsWith('GET ') || !(call.slice(4) in ANSWERS)) && !(call in WRITES),
    );
    // The business details and rules fall back to the samples and today's defaults (their own tests).
    expect([...new Set(unanswered)].sort()).toEqual([
      'GET /api/business-rules',
      'GET /api/site-settings',
    ]);
  });
});
