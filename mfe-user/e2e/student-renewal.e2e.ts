import { type MySubscription } from '@yoga/contracts';
import { formatShortDate } from '@yoga/i18n';
import { api, registerUser, signInAs, outboxMails, webHarnessForFile } from '@yoga/testing';
import { newStudent, panel, seriousAxeViolations, type StudentSession } from './student-helpers';

/**
 * Issue 26 in the browser, on the sandbox gateway: "Renew automatically" with the next debit's date, a
 * renewal walked with the sandbox's charge, Stop renewal in one tap, a pause with its new end date, and a
 * gift bought, received in the mail sink and redeemed by someone else.
 */
const harness = webHarnessForFile();
let session: StudentSession;
const DAY = 24 * 60 * 60 * 1000;
const date = (instant: string) => formatShortDate(instant, 'en');

beforeAll(async () => {
  session = await newStudent(harness, { name: 'Asha Menon' });
});

async function me(token: string): Promise<MySubscription> {
  return (await api<MySubscription>(harness.server.url, token, 'GET', '/subscriptions/me')).body;
}

describe('renewal, pause and gifts', () => {
  it('chooses "Renew automatically", sees the next debit date before and after paying, and stops it in one tap', async () => {
    const { page, token } = session;
    await page.goto(`${harness.server.url}/user/plans?plan=big&currency=INR`);
    const checkout = panel(page).getByTestId('checkout');
    await checkout.getByText('Big Saver, 3 months').waitFor();
    await checkout
      .getByRole('radio', { name: 'Renew automatically (UPI AutoPay, card or eMandate)' })
      .check();
    const terms = checkout.getByTestId('renewal-terms');
    await terms
      .getByText('Then ₹1,699 is debited automatically every 3 months', { exact: false })
      .waitFor();
    await expect(terms.innerText()).resolves.toContain('Stop renewal');
    await checkout.getByRole('button', { name: 'Pay ₹1,699 and renew automatically' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await panel(page)
      .getByTestId('checkout-outcome')
      .getByText('Payment successful', { exact: false })
      .waitFor();

    let state = await me(token);
    expect(state.renewal).toMatchObject({ status: 'active', amount: 169_900, currency: 'INR' });
    const line = panel(page).getByTestId('renewal-line');
    await line
      .getByText(`Renews on ${date(state.renewal!.next_charge_at!)} for ₹1,699`, { exact: false })
      .waitFor();
    // The date the checkout promised is the one the server keeps.
    await expect(terms.count()).resolves.toBe(0);

    // A renewal debit now (the sandbox's charge, as Razorpay's `subscription.charged`): the next
    // debit moves one cycle on, and the payments list has both.
    const charged = await api<MySubscription>(
      harness.server.url,
      token,
      'POST',
      '/payments/sandbox/charge',
      { subscription_id: state.renewal!.subscription_id, outcome: 'success' },
    );
    expect(charged.status).toBe(200);
    expect(Date.parse(charged.body.renewal!.next_charge_at!)).toBeGreaterThan(
      Date.parse(state.renewal!.next_charge_at!),
    );
    await page.reload();
    await line
      .getByText(`Renews on ${date(charged.body.renewal!.next_charge_at!)}`, { exact: false })
      .waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // Stop: one tap, one confirmation; the membership runs to its paid end.
    await panel(page).getByRole('button', { name: 'Stop renewal' }).click();
    await page.getByRole('button', { name: 'Yes, stop it' }).click();
    state = await me(token);
    await page
      .getByText(`Renewal stopped. Your membership ends on ${date(state.ends_at!)}.`)
      .waitFor();
    expect(state.renewal).toMatchObject({ status: 'cancelling', next_charge_at: null });
    expect(state.ends_at).toBe(charged.body.ends_at);
    await line.getByText(`Ends on ${date(state.ends_at!)}. It does not renew by itself.`).waitFor();
    await expect(panel(page).getByRole('button', { name: 'Stop renewal' }).count()).resolves.toBe(
      0,
    );
  });

  it('pauses the membership and sees the new end date', async () => {
    const { page, token } = session;
    const before = await me(token);
    await panel(page).getByRole('button', { name: 'Pause membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause your membership' });
    await dialog.getByLabel('Days').fill('10');
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const after = await me(token);
    expect(after.pause).not.toBeNull();
    expect(Date.parse(after.ends_at!) - Date.parse(before.ends_at!)).toBe(10 * DAY);
    const pauseLine = panel(page).getByTestId('pause-line');
    await pauseLine
      .getByText(
        `Paused from ${date(after.pause!.from)} to ${date(after.pause!.until)}. Your membership ends on ${date(after.ends_at!)}.`,
      )
      .waitFor();
    // Called off: the end date comes back.
    await panel(page).getByRole('button', { name: 'Resume now' }).click();
    await page.getByText(`Resumed. Your membership ends on ${date(before.ends_at!)}.`).waitFor();
    await pauseLine.waitFor({ state: 'detached' });
  });

  it('buys a gift; the recipient gets its code by email and redeems it', async () => {
    const { page } = session;
    const friend = await registerUser(harness.server.url, { name: 'Ravi Iyer' });
    await panel(page).getByRole('link', { name: 'Gifts' }).click();
    await panel(page)
      .getByRole('combobox', { name: 'Plan' })
      .selectOption({ label: 'Big Saver · ₹1,699' });
    await panel(page).getByLabel("Recipient's name").fill('Ravi Iyer');
    await panel(page).getByLabel("Recipient's email").fill(friend.email);
    await panel(page)
      .getByLabel('Your message (optional)')
      .fill('Happy birthday, Ravi! Breathe easy.');
    await panel(page).getByRole('button', { name: 'Pay ₹1,699 for the gift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await page
      .getByText('Payment successful. Your gift is ready', { exact: false })
      .first()
      .waitFor();

    // The messages outbox's copy in the mail sink (no SMTP here), to the address the buyer gave.
    const gifted = () =>
      outboxMails(harness.server, friend.email).filter((m) => m.subject.includes('gift'));
    const deadline = Date.now() + 30_000;
    while (!gifted().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const [mail] = gifted();
    expect(mail.subject).toBe('Asha Menon sent you a yoga membership gift');
    expect(mail.text).toContain('Asha Menon has gifted you');
    expect(mail.text).toContain('Happy birthday, Ravi! Breathe easy.');
    const code = /Your gift code: ([A-Z0-9]{10})/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    // My gifts lists it at once (the verified payment refreshes the list), with its code.
    await panel(page).getByText(`For Ravi Iyer (${friend.email})`).waitFor();
    await panel(page).getByText(code!, { exact: true }).waitFor();
    // The form is ready for another gift: its Pay button is pressable again, not left busy.
    const payAgain = panel(page).getByRole('button', { name: 'Pay for the gift' });
    expect(await payAgain.getAttribute('aria-busy')).toBeNull();

    // The friend signs in and redeems the code in their panel.
    const other = await newStudentSignedIn(friend);
    await other.page.goto(`${harness.server.url}/user/gifts`);
    await panel(other.page).getByLabel('Gift code').fill(code!);
    await panel(other.page).getByRole('button', { name: 'Redeem' }).click();
    // Her membership is read once the page says the gift is redeemed (read sooner, on a busy machine, it
    // can still be her trial's).
    const told = other.page.getByText(/^Gift redeemed: 3 months added\./).first();
    await told.waitFor();
    const redeemed = await me(other.token);
    expect(await told.innerText()).toBe(
      `Gift redeemed: 3 months added. Your membership now runs until ${date(redeemed.ends_at!)}.`,
    );
    expect(redeemed.plan).not.toBeNull();
    // A code works once.
    const again = await api<{ code: string }>(
      harness.server.url,
      other.token,
      'POST',
      '/gifts/redeem',
      {
        code,
      },
    );
    expect(again.status).toBe(409);
    await other.context.close();
  });
});

/** A browser context signed in as an already registered student. */
async function newStudentSignedIn(student: Awaited<ReturnType<typeof registerUser>>) {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { token } = await signInAs(context, harness.server.url, student.email, student.password);
  const page = await context.newPage();
  return { context, page, token };
}
