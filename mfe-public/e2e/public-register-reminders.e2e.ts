import type { Profile } from '@yoga/contracts';
import { api, outboxMails, webHarnessForFile } from '@yoga/testing';
import { newPage, openPage } from './public-helpers';

const s = webHarnessForFile();

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function registerThroughForm(width: number, height: number, email_reminders: boolean) {
  const { context, page } = await newPage(s.browser, { viewport: { width, height } });
  await openPage(page, s.server.url, '/auth/register');
  const email = `neha-${unique()}@example.in`;
  await page.getByLabel('Full name').fill('Neha Gupta');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile number').fill('9812345678');
  await page.getByLabel('Password').fill('tulsi-ginger-tea-42');
  const box = page.getByRole('checkbox', {
    name: 'Email me the joining link of each class I book',
  });
  // One tap, explained, and never ticked for her.
  expect(await box.isChecked()).toBe(false);
  await page
    .getByText(
      /One email for every class you book, when joining opens \(15 minutes before the start\)/,
    )
    .waitFor();
  // No WhatsApp provider on this server: WhatsApp is not offered, nor promised.
  expect(await page.getByRole('checkbox').count()).toBe(1);
  expect(await page.locator('main').textContent()).not.toMatch(/whatsapp/i);
  if (email_reminders) await box.check();
  await page.getByRole('button', { name: 'Register' }).click();
  // Registering signs her in: on to her panel.
  await page.waitForURL(`${s.server.url}/user/dashboard`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await context.close();
  const { token } = (
    await api<{ token: string }>(s.server.url, null, 'POST', '/auth/login', {
      email,
      password: 'tulsi-ginger-tea-42',
    })
  ).body;
  const profile = (await api<Profile>(s.server.url, token, 'GET', '/profile')).body;
  return { email, profile, overflow };
}

describe('registration: the reminders questions and the welcome (no WhatsApp provider here)', () => {
  it('on a phone, a tick is saved as the email consent and the welcome says what comes by email', async () => {
    const { email, profile, overflow } = await registerThroughForm(390, 844, true);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(profile.consents).toEqual({ whatsapp: false, email: true });
    // No email provider here: the outbox keeps its copy of the welcome in the mail sink.
    const deadline = Date.now() + 15_000;
    while (!outboxMails(s.server, email).length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const [welcome] = outboxMails(s.server, email);
    expect(welcome.subject).toBe('Welcome! How to join your live yoga classes');
    expect(welcome.text).toContain('Joining opens 15 minutes before the class starts');
    expect(welcome.text).toContain('3. Reminders by email, as you asked');
    expect(welcome.text).not.toMatch(/whatsapp/i);
  });

  it('on a desktop, no tick leaves reminders off, and the welcome says so', async () => {
    const { email, profile } = await registerThroughForm(1280, 800, false);
    expect(profile.consents).toEqual({ whatsapp: false, email: false });
    const deadline = Date.now() + 15_000;
    while (!outboxMails(s.server, email).length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const [welcome] = outboxMails(s.server, email);
    expect(welcome.text).toContain('3. Reminders are off');
    expect(welcome.text).not.toMatch(/whatsapp/i);
  });
});
