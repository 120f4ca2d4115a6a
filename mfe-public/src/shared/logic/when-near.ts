/**
 * Sections of a server-drawn page that hydrate when the visitor nears them. Their HTML is painted and its
 * links work from the start; their code (a lazy chunk) downloads, runs and hydrates only when the section
 * comes within `margin` of the viewport, or the visitor taps it or moves the focus into it.
 *
 * React does not replay a click on a part it has not hydrated yet, so until the section reports that it
 * has hydrated (`sectionHydrated`), a click in it (except on a link, which simply loads its page) is held
 * and repeated on the same element once the section's handlers are there: a fast scroll and tap is not lost.
 */

interface Section {
  /** Resolves `whenNear`'s promise (idempotent). */
  near: () => void;
  /** Stops holding clicks; repeats the one held, if any. */
  release: (replay: boolean) => void;
}

const sections = new Map<string, Section>();

/**
 * Resolves once the server-drawn element `id` is near the viewport (or tapped, or focused into). A lazy
 * section's loader waits on it while React hydrates the page. Resolves at once on the server, when the
 * element is not in the document (the page was reached by a client-side navigation: its sections render
 * now) and without IntersectionObserver.
 */
export function whenNear(id: string, margin = '300px 0px'): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let held: HTMLElement | null = null;
    const inside = (event: Event): Element | null =>
      event.target instanceof Element && element.contains(event.target) ? event.target : null;
    const touched = (event: Event) => {
      if (inside(event)) near();
    };
    const click = (event: MouseEvent) => {
      const target = inside(event);
      if (!target || target.closest('a[href]') || !(target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopPropagation();
      held = target;
      near();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: margin },
    );
    function near() {
      observer.disconnect();
      document.removeEventListener('pointerdown', touched, true);
      document.removeEventListener('focusin', touched, true);
      resolve();
    }
    function release(replay: boolean) {
      sections.delete(id);
      near();
      document.removeEventListener('click', click, true);
      const target = held;
      held = null;
      if (replay && target?.isConnected) target.click();
    }
    sections.set(id, { near, release });
    observer.observe(element);
    document.addEventListener('pointerdown', touched, true);
    document.addEventListener('focusin', touched, true);
    document.addEventListener('click', click, true);
  });
}

/** Called by the section once it has hydrated (in an effect): its own handlers take clicks from now on. */
export function sectionHydrated(id: string): void {
  sections.get(id)?.release(true);
}

/**
 * The page that drew these sections is leaving (a client-side navigation): every pending `whenNear`
 * resolves, so coming back renders the sections instead of waiting for an element no longer there.
 */
export function stopWaitingNear(): void {
  for (const section of [...sections.values()]) section.release(false);
}
