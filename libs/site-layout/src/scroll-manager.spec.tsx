import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollManager } from './scroll-manager';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return <h2 id="plans">Plans</h2>;
}

/** jsdom does not scroll: this stands in for the window's scroll position. */
function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollManager', () => {
  const scrollTo = jest.fn((_x: number, y: number) => setScroll(y));
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    setScroll(0);
  });

  function renderRouter() {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollManager />
        <Navigator />
      </MemoryRouter>,
    );
  }

  it('starts every new route at the top and restores the position on back and forward', () => {
    renderRouter();
    expect(window.history.scrollRestoration).toBe('manual');
    act(() => setScroll(1300));
    act(() => navigate('/price'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => setScroll(400));
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1300);
    expect(window.scrollY).toBe(1300);

    act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 400);
  });

  it('scrolls to the #hash target of a new route', () => {
    renderRouter();
    act(() => setScroll(900));
    act(() => navigate('/price#plans'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.instances[0]).toBe(document.getElementById('plans'));
  });
});
