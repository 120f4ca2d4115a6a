import { formatIstDate, type MyHousehold } from '@yoga/contracts';
import { api, linkIn, outboxMails, registerUser, signInAs, webHarnessForFile } from '@yoga/testing';
import {
  adminToken,
  newStudent,
  panel,
  renewalOutcome,
  type StudentSession,
} from './student-helpers';

const harness = webHarnessForFile();
let payer: StudentSession;

beforeAll(async () => {
  // The owner's per-member amount for the Big plan (₹1,200 for each member beyond the payer).
  const admin = await adminToken(harness.server.url);
  const set = await api(harness.server.url, admin, 'PATCH', '/admin/plans/big', {
    prices: { INR: { household_member: 120_000 } },
  });
  expect(set.status).toBe(200);
  payer = await newStudent(harness, { name: 'Asha Payer' });
});

/** Issue 35: buy a household plan, invite by email, the invitee accepts, and sees who pays until when. */
describe('household plan', () => {
  it('buy → invite → accept (on a phone) → the member sees the payer and the end date', async () => {
    const { page, token } = payer;
    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page).getByRole('link', { name: 'Household' }).click();
    await panel(page).getByRole('heading', { name: 'Household plan', level: 1 }).waitFor();
    const buy = panel(page).getByTestId('household-buy');
    await buy.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Big Saver' });
    await buy.getByText('Each member beyond you adds ₹1,200.').waitFor();
    // 4 people (the default): ₹1,699 + 3 × ₹1,200.
    await buy.getByRole('button', { name: 'Pay ₹5,299' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await dialog.getByText('₹5,299').waitFor();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await panel(page).getByTestId('household-paid').waitFor();

    const mine = await api<MyHousehold>(harness.server.url, token, 'GET', '/households/mine');
    expect(mine.body).toMatchObject({ size: 4, payer: { name: 'Asha Payer' }, is_payer: true });
    let until = formatIstDate(mine.body.ends_at!);
    const card = panel(page).getByTestId('household');
    await card.getByText(`Paid by Asha Payer until ${until}.`).waitFor();
    await card.getByText('1 of 4 places taken').waitFor();

    // Automatic renewal (UPI AutoPay): the sandbox's test checkout authorises it, then the next debit
    // shows with Stop renewal; every outcome is a message in the page.
    const autopay = panel(page).getByTestId('owned-renewal');
    await autopay.getByRole('button', { name: 'Renew automatically (UPI AutoPay)' }).click();
    const mandate = page.getByRole('dialog', { name: 'Test payment: no money moves' });
    await mandate.getByText('₹5,299').waitFor();
    await mandate.getByRole('button', { name: 'Pay', exact: true }).click();
    await renewalOutcome(autopay);
    const renewed = await api<MyHousehold>(harness.server.url, token, 'GET', '/households/mine');
    expect(renewed.body.renewal).toMatchObject({ status: 'active' });
    const nextDebit = formatIstDate(renewed.body.renewal!.next_debit_at!);
    await autopay.getByText(`Renews automatically on ${nextDebit} for ₹5,299.`).waitFor();
    expect(Date.parse(renewed.body.ends_at!)).toBeGreaterThan(Date.parse(mine.body.ends_at!));
    await autopay.getByRole('button', { name: 'Stop renewal' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Stop renewal' }).click();
    await autopay
      .getByTestId('owned-renewal-success')
      .getByText(/renewal stopped/)
      .waitFor();
    await autopay.getByRole('button', { name: 'Renew automatically (UPI AutoPay)' }).waitFor();
    const stopped = await api<MyHousehold>(harness.server.url, token, 'GET', '/households/mine');
    expect(stopped.body.renewal).toMatchObject({ status: 'cancelling', next_debit_at: null });
    // The first debit renewed the household: everyone now sees the later end.
    until = formatIstDate(stopped.body.ends_at!);
    await card.getByText(`Paid by Asha Payer until ${until}.`).waitFor();

    // Invite a friend by email: the invitation's email carries the link with #token=.
    const friend = await registerUser(harness.server.url, { name: 'Meera Member' });
    await card.getByLabel('Invite by email').fill(friend.email);
    await card.getByRole('button', { name: 'Send invitation' }).click();
    await card.getByText(`Invitation sent to ${friend.email}.`).waitFor();
    await card.getByText('Invited', { exact: true }).waitFor();
    const invitations = () =>
      outboxMails(harness.server, friend.email).filter((m) => m.subject.includes('household'));
    const deadline = Date.now() + 30_000;
    while (!invitations().length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    const [mail] = invitations();
    expect(mail.subject).toBe('Asha Payer invites you to their yoga household plan');
    const link = linkIn(mail);
    expect(link).toContain('/user/household#token=');

    // The friend opens the link on her phone, signed in, and accepts.
    const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInAs(context, harness.server.url, friend.email, friend.password);
    const phone = await context.newPage();
    await phone.goto(link);
    const accept = panel(phone).getByTestId('household-accept');
    await accept.getByRole('button', { name: 'Accept the invitation' }).click();
    await panel(phone).getByTestId('household-joined').waitFor();
    const seen = panel(phone).getByTestId('household');
    await seen.getByText(`Paid by Asha Payer until ${until}.`).waitFor();
    // A member sees who pays and until when, never a way to invite or remove, nor payment details.
    await expect(seen.getByRole('button', { name: 'Send invitation' }).count()).resolves.toBe(0);
    await expect(seen.getByRole('button', { name: 'Remove' }).count()).resolves.toBe(0);
    await expect(seen.innerText()).resolves.not.toContain('₹');
    // The token left the address bar once used.
    expect(new URL(phone.url()).hash).toBe('');
    // Nothing wider than the phone.
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The payer sees her active, and may remove her.
    await page.reload();
    const payerCard = panel(page).getByTestId('household');
    await payerCard.getByText('Meera Member').waitFor();
    await payerCard.getByText('2 of 4 places taken').waitFor();
    await payerCard.getByRole('button', { name: 'Remove' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await payerCard.getByText('Meera Member is no longer in the household.').waitFor();
    await context.close();
  });
});
