import AxeBuilder from '@axe-core/playwright';
import { MESSAGES, formatPriceMinor, type Plan } from '@yoga/contracts';
import { registerUser, webHarnessForFile } from '@yoga/testing';
import { newStudent, panel, type StudentSession } from './student-helpers';

const harness = webHarnessForFile();
let session: StudentSession;

beforeAll(async () => {
  session = await newStudent(harness, { name: 'Kavya Nair' });
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: harness.server.url,
  });
});

describe('referrals', () => {
  it('shows the code, the invite link on this site, WhatsApp sharing, and counts a friend who registers with it', async () => {
    const { page, student } = session;
    await page.goto(`${harness.server.url}/user/refferal`);
    const code = panel(page).getByTestId('referral-code');
    await code.waitFor();
    await expect(code.innerText()).resolves.toBe(student.referral_code);
    const invite = `${harness.server.url}/auth/register?ref=${student.referral_code}`;
    await expect(panel(page).getByTestId('invite-link').inputValue()).resolves.toBe(invite);
    const share = await panel(page)
      .getByRole('link', { name: /Share on WhatsApp/ })
      .getAttribute('href');
    expect(share?.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent((share ?? '').slice('https://wa.me/?text='.length))).toContain(
      invite,
    );
    await expect(panel(page).getByTestId('referral-count').innerText()).resolves.toBe('0');

    await panel(page).getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Invite link copied').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(invite);

    await registerUser(harness.server.url, { referred_by: student.referral_code });
    await page.reload();
    await panel(page).getByTestId('referral-count').getByText('1', { exact: true }).waitFor();

    await page.goto(`${harness.server.url}/user/dashboard`);
    await panel(page).getByTestId('stat-referrals').getByText('1', { exact: true }).waitFor();
  });

  it('also answers at /user/referral and shows "Loading referral info..." while loading', async () => {
    const { page, student } = session;
    // Hold the stats response so the loading state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/referrals/stats/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${harness.server.url}/user/referral`);
    await panel(page).getByText(MESSAGES.loadingReferral).waitFor();
    release();
    await expect(panel(page).getByTestId('referral-code').innerText()).resolves.toBe(
      student.referral_code,
    );
    await page.unroute('**/api/referrals/stats/**');
  });

  it('shows a load error instead of only logging it', async () => {
    const { page } = session;
    await page.route('**/api/referrals/stats/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal server error' }),
      }),
    );
    await page.goto(`${harness.server.url}/user/refferal`);
    await panel(page)
      .getByRole('alert')
      .filter({ hasText: 'Could not load your referral info. Internal server error' })
      .waitFor();
    await page.unroute('**/api/referrals/stats/**');
  });
});

describe('sidebar screens', () => {
  it('lists exactly the student items, each opening its real screen', async () => {
    const { page } = session;
    await page.goto(`${harness.server.url}/user/dashboard`);
    const nav = panel(page).getByRole('navigation', { name: 'Student panel navigation' });
    await nav.waitFor();
    await expect(nav.getByRole('link').allInnerTexts()).resolves.toEqual([
      'Dashboard',
      'Book a Class',
      'Book a Demo',
      'My Bookings',
      'Challenges',
      'Replays',
      'Plans',
      'Payments',
      'Gifts',
      'Household',
      'Company',
      'Referrals',
      'Profile',
      'Open on TV',
      'Logout',
    ]);
    const screens: [string, string, RegExp][] = [
      ['Book a Class', '/user/classbook', /^Book a Class$/],
      ['Book a Demo', '/user/demobook', /^Book a Demo$/],
      ['My Bookings', '/user/bookings', /^My Bookings$/],
      ['Challenges', '/user/challenges', /^Challenges$/],
      ['Replays', '/user/replays', /^Replays$/],
      ['Plans', '/user/plans', /^Plans$/],
      ['Payments', '/user/payment', /^Payments$/],
      ['Gifts', '/user/gifts', /^Gifts$/],
      ['Referrals', '/user/refferal', /^Referrals$/],
      ['Profile', '/user/profile', /^Profile$/],
      ['Open on TV', '/user/tv', /^Open on TV$/],
      ['Dashboard', '/user/dashboard', /^Welcome, Kavya Nair$/],
    ];
    for (const [label, path, heading] of screens) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await panel(page).getByRole('heading', { name: heading }).first().waitFor();
    }
    await expect(page.getByText(/Comm?ing Soon/i).count()).resolves.toBe(0);
  });

  it('shows the trial and the packages on Plans and Price, and "No payments yet" on Payments', async () => {
    const { page } = session;
    await page.goto(`${harness.server.url}/user/plans`);
    await panel(page).getByText('Your free 14-day trial is active: 14 days left.').waitFor();
    const plans = (await (await fetch(`${harness.server.url}/api/plans`)).json()) as Plan[];
    expect(plans).toHaveLength(3);
    for (const p of plans) {
      await panel(page)
        .getByText(formatPriceMinor(p.prices.INR.offer, 'INR'), { exact: true })
        .waitFor();
    }

    await page.goto(`${harness.server.url}/user/price`);
    await panel(page).getByRole('heading', { name: 'Subscription At Glance' }).waitFor();
    await panel(page).getByRole('cell', { name: 'Bumper Saver' }).waitFor();
    await panel(page).getByText('Outside India ($ USD)').click();
    await panel(page).getByRole('cell', { name: 'Bumper', exact: true }).waitFor();

    await page.goto(`${harness.server.url}/user/payment`);
    await panel(page).getByText(MESSAGES.noPayments).waitFor();
    await panel(page).getByRole('link', { name: 'Choose a plan' }).click();
    await page.waitForURL((url) => url.pathname === '/user/plans');
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violations on any student screen', async () => {
    const { page } = session;
    const screens: [string, RegExp][] = [
      ['/user/dashboard', /^Welcome, /],
      ['/user/classbook', /^Book a Class$/],
      ['/user/demobook', /^Book a Demo$/],
      ['/user/bookings', /^My Bookings$/],
      ['/user/replays', /^Replays$/],
      ['/user/plans', /^Plans$/],
      ['/user/price', /^Subscription At Glance$/],
      ['/user/payment', /^Payments$/],
      ['/user/gifts', /^Gifts$/],
      ['/user/refferal', /^Referrals$/],
    ];
    const problems: string[] = [];
    for (const [path, heading] of screens) {
      await page.goto(`${harness.server.url}${path}`, { waitUntil: 'networkidle' });
      await panel(page).getByRole('heading', { name: heading, level: 1 }).waitFor();
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          problems.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
