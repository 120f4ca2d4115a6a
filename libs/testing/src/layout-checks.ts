import type { Page } from 'playwright-core';

/**
 * What a larger text or a narrow phone must not do: push anything past the window's right edge. Lists the
 * page's sideways scroll and every visible element (within `scope`) whose box ends beyond the edge, unless
 * an ancestor below <body> clips or scrolls it on purpose (a carousel's next slide, a table's scroller).
 */
export function elementsCutOff(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of document.querySelectorAll(`${root} *`)) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.right > width + 0.5 && !clipped(el))
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className)}: right ${Math.round(box.right)} > ${width}`,
        );
    }
    return out.slice(0, 10);
  }, scope);
}

/** Visible buttons and fields (within `scope`) shorter than a 48 px touch target. */
export function smallTouchTargets(
  page: Page,
  scope = 'body',
  selector = 'button, input:not([type=hidden]), select, textarea',
): Promise<string[]> {
  return page.evaluate(
    ([root, targets]) =>
      [...document.querySelectorAll(`${root} :is(${targets})`)]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.height < 47.5;
        })
        .map(
          (el) =>
            `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}" ${el.getBoundingClientRect().height}px`,
        ),
    [scope, selector] as const,
  );
}
