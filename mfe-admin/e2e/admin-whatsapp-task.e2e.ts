import { startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

let s: AdminSession;

beforeAll(async () => {
  s = await startAdminSession();
});

afterAll(async () => {
  await stopAdminSession(s);
});

describe("the owner's dashboard without a WhatsApp provider (issue 38)", () => {
  it('shows "WhatsApp is not set up yet" as a task, in both languages', async () => {
    const page = s.page;
    await page.goto(`${s.server.url}/admin/admin-dashboard`);
    const task = page.getByTestId('task-whatsapp');
    await task.waitFor();
    expect(await task.textContent()).toContain(
      'WhatsApp is not set up yet: students are offered email reminders only, and no message goes out on WhatsApp.',
    );
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    await page.getByText('WhatsApp अभी सेट नहीं है').waitFor();
    await page
      .getByRole('group', { name: 'भाषा' })
      .getByRole('button', { name: 'English' })
      .click();
    await task.getByText('WhatsApp is not set up yet').waitFor();
  });
});
