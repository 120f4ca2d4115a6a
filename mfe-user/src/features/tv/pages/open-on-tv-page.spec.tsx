import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PanelThemeProvider } from '@yoga/ui';
import OpenOnTvPage from './open-on-tv-page';

const approve = jest.fn();
const decline = jest.fn();
jest.mock('../tv.api', () => ({
  useApproveTvMutation: () => [approve, { isLoading: false }],
  useDeclineTvMutation: () => [decline, { isLoading: false }],
}));

function renderPage(path = '/user/tv') {
  return render(
    <PanelThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <OpenOnTvPage />
      </MemoryRouter>
    </PanelThemeProvider>,
  );
}

const answer = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });
const failure = (status: number, data: unknown) => ({
  unwrap: () => Promise.reject({ status, data }),
});

beforeEach(() => {
  approve.mockReset();
  decline.mockReset();
});

describe('Open on TV (the phone page of the TV sign-in)', () => {
  it("explains the steps with this site's /tv address, and approves the code filled in from ?code=", async () => {
    approve.mockReturnValue(answer({ success: true, message: 'Approved' }));
    renderPage('/user/tv?code=CDFG7KMN');
    expect(screen.getByRole('heading', { level: 1, name: 'Open on TV' })).toBeTruthy();
    expect(screen.getByText(`${window.location.host}/tv`)).toBeTruthy();
    const input = screen.getByLabelText('Code shown on the TV') as HTMLInputElement;
    expect(input.value).toBe('CDFG7KMN');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    });
    expect(approve).toHaveBeenCalledWith({ user_code: 'CDFG7KMN' });
    expect(await screen.findByText('Done: your TV signs in within a few seconds.')).toBeTruthy();
  });

  it('keeps the buttons off until a whole code is typed, and declines a TV that is not hers', async () => {
    decline.mockReturnValue(answer({ success: true, message: 'Declined' }));
    renderPage();
    const input = screen.getByLabelText('Code shown on the TV');
    fireEvent.change(input, { target: { value: 'cdfg-7' } });
    expect(screen.getByRole('button', { name: 'This is not my TV' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.change(input, { target: { value: 'cdfg-7kmn' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'This is not my TV' }));
    });
    expect(decline).toHaveBeenCalledWith({ user_code: 'cdfg-7kmn' });
    expect(await screen.findByText('Declined: that TV is not signed in.')).toBeTruthy();
  });

  it("shows the API's reason when the code is wrong or expired", async () => {
    const message = 'This TV code is wrong or has expired.';
    approve.mockReturnValue(failure(400, { success: false, code: 'tv_code_invalid', message }));
    renderPage('/user/tv?code=CDFG7KMN');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });
});
