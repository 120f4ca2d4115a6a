/** Where a slide sits relative to the active one: slides move sideways, never fade (text keeps its contrast). */
export type SlideState = 'before' | 'active' | 'after';

export function slideState(slide: number, active: number): SlideState {
  if (slide === active) return 'active';
  return slide < active ? 'before' : 'after';
}
