import { focusTarget, INITIAL_OPEN_ITEM, toggleItem } from './faq';

describe('FAQ accordion', () => {
  it('starts with the first item open', () => {
    expect(INITIAL_OPEN_ITEM).toBe(0);
  });

  it('keeps one item open at a time and closes the open one when clicked', () => {
    expect(toggleItem(0, 2)).toBe(2);
    expect(toggleItem(2, 2)).toBeNull();
    expect(toggleItem(null, 5)).toBe(5);
  });

  it('moves focus with the arrow, Home and End keys, wrapping', () => {
    expect(focusTarget('ArrowDown', 6, 7)).toBe(0);
    expect(focusTarget('ArrowUp', 0, 7)).toBe(6);
    expect(focusTarget('Home', 4, 7)).toBe(0);
    expect(focusTarget('End', 1, 7)).toBe(6);
    expect(focusTarget('Enter', 1, 7)).toBeNull();
  });
});
