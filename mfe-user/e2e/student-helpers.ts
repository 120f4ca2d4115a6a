import {
  api,
  registerUser,
  signInAs,
  TEST_ADMIN,
  type BrowserContext,
  type Locator,
  type Page,
  type WebHarness,
} from '@yoga/testing';
import {
  formatPhone,
  istDate,
  istTime,
  normalizePhone,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type SandboxCompleteResponse,
  type VerifyPaymentRequest,
} from '@yoga/contracts';

export async function adminToken(baseUrl: string): Promise<string> {
  const { status, body } = await api<{ token: string }>(baseUrl, null, 'POST', '/auth/login', {
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
  });
  if (status !== 200 && status !== 201) throw new Error(`admin login failed: ${status}`);
  return body.token;
}

/** India's date `days` from now as YYYY-MM-DD (class dates are India dates). */
export function indiaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

export interface StudentSession {
  context: BrowserContext;
  page: Page;
  student: Awaited<ReturnType<typeof registerUser>>;
  token: string;
}

/** A freshly registered student, signed in, in a new browser context of the given width. */
export async function newStudent(
  harness: WebHarness,
  options: { width?: number; name?: string; timezoneId?: string; locale?: string } = {},
): Promise<StudentSession> {
  const student = await registerUser(
    harness.server.url,
    options.name ? { name: options.name } : {},
  );
  const context = await harness.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const { token } = await signInAs(context, harness.server.url, student.email, student.password);
  const page = await context.newPage();
  return { context, page, student, token };
}

/** The student panel's area in the shell. */
export const panel = (page: Page) => page.locator('[data-remote="mfe_user"]');

/** Waits until an input shows `value` (profile data arrives after the first render). */
export async function waitForValue(
  input: ReturnType<Page['locator']>,
  value: string,
  timeout = 10_000,
) {
  const handle = await input.elementHandle({ timeout });
  if (!handle) throw new Error('input not found');
  await input
    .page()
    .waitForFunction(([el, v]) => (el as HTMLInputElement).value === v, [handle, value] as const, {
      timeout,
    });
}

/** How the forms show a stored phone the student once typed: readable, e.g. +91 98765 43210. */
export function shownPhone(typed: string): string {
  const stored = normalizePhone(typed);
  if (!stored) throw new Error(`not a phone number: ${typed}`);
  return formatPhone(stored);
}

/** Serious and critical axe violations on the page as it is now, one line each (empty when none). */
/**
 * Picks an option of the open antd Select and waits until its dropdown has closed (a dropdown still fading
 * out is on the page, and axe would check its list as it disappears).
 */
export async function pickOption(page: Page, text: string): Promise<void> {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits for an automatic renewal card's outcome (`owned-renewal-success` or `-error`); an error notice fails
 * with its own words instead of a bare timeout.
 */
export async function renewalOutcome(card: Locator): Promise<Locator> {
  const success = card.getByTestId('owned-renewal-success');
  const error = card.getByTestId('owned-renewal-error');
  await success.or(error).first().waitFor();
  if (await error.count()) throw new Error(`the renewal card says: ${await error.innerText()}`);
  return success;
}

/** Pays for a plan in the sandbox through the API (order, the sandbox's success, verification). */
export async function payInSandbox(
  baseUrl: string,
  token: string,
  request: CreateOrderRequest,
): Promise<CreateOrderResponse> {
  const order = await api<CreateOrderResponse>(baseUrl, token, 'POST', '/payments/orders', request);
  if (order.status !== 201) throw new Error(`order failed: ${order.status}`);
  const done = await api<SandboxCompleteResponse>(
    baseUrl,
    token,
    'POST',
    '/payments/sandbox/complete',
    {
      order_id: order.body.order_id,
      outcome: 'success',
    },
  );
  const verified = await api(
    baseUrl,
    token,
    'POST',
    '/payments/verify',
    done.body as VerifyPaymentRequest,
  );
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  return order.body;
}

/**
 * Books `classId` for the signed-in student as the class booking form sends it (her details, the class's
 * IST date and time), and answers a meeting at meet.example.in for the browser (the host is not on this
 * network).
 */
export async function bookForStudent(
  baseUrl: string,
  session: StudentSession,
  classId: number,
  start: Date,
): Promise<void> {
  const { student, token, context } = session;
  const booked = await api(baseUrl, token, 'POST', '/bookings/class', {
    class_id: classId,
    name: student.name,
    email: student.email,
    phone: student.number,
    preferred_date: istDate(start),
    preferred_time: istTime(start),
  });
  expect(booked.status).toBe(201);
  await context.route('https://meet.example.in/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }),
  );
}
