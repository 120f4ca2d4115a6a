import { fireEvent, render, screen, within } from '@testing-library/react';
import { formatPriceMinor } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { TEST_PLANS } from '@yoga/testing/fixtures';
import { PackageTables } from './package-tables';

/** A window `width` px wide for antd's breakpoints (min-width media queries). */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

function renderAt(width: number) {
  viewport(width);
  render(
    <PanelThemeProvider>
      <PackageTables plans={TEST_PLANS} />
    </PanelThemeProvider>,
  );
}

describe('PackageTables', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('stacks the plans as cards on a phone, with every figure labelled', () => {
    renderAt(360);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem');
    expect(cards).toHaveLength(TEST_PLANS.length);
    TEST_PLANS.forEach((plan, i) => {
      const card = within(cards[i] as HTMLElement);
      expect(card.getByRole('heading', { name: plan.name_en })).toBeTruthy();
      const offer = card.getByText('Offer price').nextElementSibling;
      expect(offer?.textContent).toBe(formatPriceMinor(plan.prices.INR.offer, 'INR'));
    });
  });

  it('shows the table where it fits beside the sidebar', () => {
    renderAt(1280);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Plans' })).toBeNull();
  });

  it('shows the USD table as the spec states it: short names, only the Big plan’s discount', () => {
    renderAt(360);
    fireEvent.click(screen.getByText('Outside India ($ USD)'));
    const cards = within(screen.getByRole('list', { name: 'Plans' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Bumper',
      'Super',
      'Big',
    ]);
    const discounts = cards.map(
      (c) => within(c).getByText('Discount').nextElementSibling?.textContent,
    );
    expect(discounts).toEqual(['—', '—', '42% off']);
  });
});
