import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MilestoneShare as Links } from '@yoga/contracts';
import { setLocale } from '@yoga/i18n';
import { PanelThemeProvider } from '@yoga/ui';
import { MilestoneShare } from './milestone-share';

const share = jest.fn();
jest.mock('../practice.api', () => ({
  useShareMilestoneMutation: () => [share, { isLoading: false }],
}));

const LINKS: Links = {
  key: 'days-7',
  url: 'https://yoga.example.in/m/3q2Zb1xY0aQ4sW9eR7tUvA',
  image_url: 'https://yoga.example.in/api/practice/cards/3q2Zb1xY0aQ4sW9eR7tUvA.png',
  whatsapp_url:
    'https://wa.me/?text=I%20reached%207%20practice%20days!%20https%3A%2F%2Fyoga.example.in%2Fm%2F3q2Zb1xY0aQ4sW9eR7tUvA',
};

const renderShare = () =>
  render(
    <PanelThemeProvider>
      <MilestoneShare milestoneKey="days-7" label="7 practice days" />
    </PanelThemeProvider>,
  );

let open: jest.SpyInstance;
const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  share.mockReset();
  writeText.mockReset();
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(async () => {
  open.mockRestore();
  await setLocale('en', { persist: false });
});

describe('MilestoneShare', () => {
  it('makes the link only on the tap, opens WhatsApp with it, and keeps it as a link', async () => {
    share.mockReturnValue({ unwrap: () => Promise.resolve(LINKS) });
    renderShare();
    expect(share).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Open WhatsApp' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Share on WhatsApp: 7 practice days' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(LINKS.whatsapp_url, '_blank', 'noopener'),
    );
    expect(share).toHaveBeenCalledWith({ key: 'days-7', lang: 'en' });
    const link = await screen.findByRole('link', { name: 'Open WhatsApp' });
    expect(link.getAttribute('href')).toBe(LINKS.whatsapp_url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'See the card' }).getAttribute('href')).toBe(LINKS.url);

    // Copy link reuses the link already made.
    writeText.mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link: 7 practice days' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINKS.url));
    expect(await screen.findByText(/^Link copied\./)).toBeTruthy();
    expect(share).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when the link cannot be made, and opens nothing", async () => {
    share.mockReturnValue({
      unwrap: () =>
        Promise.reject({
          status: 409,
          data: {
            success: false,
            code: 'milestone_not_reached',
            message: 'You have not reached this milestone yet.',
          },
        }),
    });
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link: 7 practice days' }));
    expect(await screen.findByText('You have not reached this milestone yet.')).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('asks for the card in Hindi in the Hindi panel', async () => {
    await setLocale('hi', { persist: false });
    share.mockReturnValue({ unwrap: () => Promise.resolve(LINKS) });
    renderShare();
    fireEvent.click(await screen.findByRole('button', { name: /^व्हाट्सऐप पर साझा करें/ }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ key: 'days-7', lang: 'hi' }));
  });
});
