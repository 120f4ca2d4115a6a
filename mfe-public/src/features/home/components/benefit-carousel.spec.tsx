import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMINGS } from '@yoga/contracts';
import { BenefitCarousel } from './benefit-carousel';

const items = ['One', 'Two', 'Three', 'Four'].map((title) => ({
  icon: 'calendar' as const,
  title,
  text: `${title} reason`,
}));

describe('BenefitCarousel autoplay (WCAG 2.2.2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const active = () => Number(screen.getByTestId('benefit-carousel').dataset.activeIndex);

  it('stays still while focused or hovered, and moves on when both leave', () => {
    render(<BenefitCarousel items={items} />);
    const carousel = screen.getByTestId('benefit-carousel');
    act(() => jest.advanceTimersByTime(TIMINGS.benefitIntervalMs));
    expect(active()).toBe(1);

    fireEvent.focus(carousel);
    act(() => jest.advanceTimersByTime(TIMINGS.benefitIntervalMs * 5));
    expect(active()).toBe(1);
    // Focus moving to its own buttons keeps it paused.
    fireEvent.blur(carousel, { relatedTarget: screen.getAllByRole('button')[0] });
    act(() => jest.advanceTimersByTime(TIMINGS.benefitIntervalMs * 2));
    expect(active()).toBe(1);

    fireEvent.mouseEnter(carousel);
    fireEvent.blur(carousel, { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(TIMINGS.benefitIntervalMs * 2));
    expect(active()).toBe(1);

    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(TIMINGS.benefitIntervalMs));
    expect(active()).toBe(2);
  });
});
