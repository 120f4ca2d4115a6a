import { act, renderHook } from '@testing-library/react';
import { useAutoplay } from './use-autoplay';
import { useCarousel } from './use-carousel';

describe('useAutoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances first after firstMs, then every intervalMs, and stops when not running', () => {
    const onAdvance = jest.fn();
    const { rerender } = renderHook(
      ({ running }) => useAutoplay({ running, firstMs: 2000, intervalMs: 5000, onAdvance }),
      { initialProps: { running: true } },
    );
    act(() => jest.advanceTimersByTime(1999));
    expect(onAdvance).toHaveBeenCalledTimes(0);
    act(() => jest.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(4999));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(2);
    rerender({ running: false });
    act(() => jest.advanceTimersByTime(60000));
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });
});

describe('useCarousel', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('moves, wraps and ignores moves during the lock', () => {
    const { result } = renderHook(() => useCarousel(3, 800));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(800));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(800));
    act(() => result.current.jump(1));
    expect(result.current.index).toBe(1);
  });
});
