import { DAILY_SLOTS } from '../../rules/daily-slots.js';
import { list, obj, text, titled } from './fields.js';

// The `/mainslider` page's document (`MainSliderContent`): one slide per daily slot.

export function checkMainSlider(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['page_title', 'description', 'eyebrow', 'title', 'lead']) text(d[key], key);
  // One slide per daily slot: the page puts each slot's time before its title.
  const slots = DAILY_SLOTS.length;
  list(d.slides, 'slides', slots, titled, slots);
}
