import { ACCOUNT_MESSAGES, MESSAGES, SAMPLE_BUSINESS_DETAILS } from '@yoga/contracts';
import { codeIn, mailCount, registerUser, waitForMail, webHarnessForFile } from '@yoga/testing';
import { newPage, openPage } from './public-helpers';

const s = webHarnessForFile();

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

describe('account recovery pages', () => {
  it('answers the same inline for an unknown email, refuses a link without a token and a wrong code', async () => {
    const { context, page } = await newPage(s.browser);
    const ghost = `ghost-${unique()}@example.in`;
    await openPage(page, s.server.url, '/auth/forgot');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.fillAllFields }).waitFor();
    await page.getByLabel('Email').fill(ghost);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.forgotAccepted }).waitFor();
    expect(mailCount(s.server, ghost)).toBe(0);

    await page.goto(`${s.server.url}/auth/reset`);
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetInvalid }).waitFor();
    expect(await page.getByRole('button', { name: 'Save new password' }).isDisabled()).toBe(true);

    const student = await registerUser(s.server.url);
    await page.goto(`${s.server.url}/auth/login`);
    await page.getByRole('button', { name: 'Get a code by email instead' }).click();
    await page.getByLabel('Email').fill(student.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const code = codeIn(await waitForMail(s.server, student.email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.codeInvalid }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('names the grievance officer and the account controls in the privacy policy', async () => {
    const { context, page } = await newPage(s.browser);
    await openPage(page, s.server.url, '/privacy-policy');
    const main = page.locator('main');
    await main.getByRole('heading', { name: '7. Grievance officer and privacy queries' }).waitFor();
    const text = await main.innerText();
    expect(text).toContain(SAMPLE_BUSINESS_DETAILS.grievance.name);
    expect(text).toContain(SAMPLE_BUSINESS_DETAILS.grievance.email);
    expect(text).toContain('Download my data');
    expect(text).toContain('Delete my account');
    await context.close();
  });
});
