import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'yoga-scroll-positions';
/** How long (in frames, ~5 s) a restore keeps trying while the new page's content is still loading. */
const MAX_FRAMES = 300;
/** `data-laid-out` on <html>: every band is laid out at its real height (global.css). */
const LAID_OUT = 'laidOut';

/** Scroll position of each history entry this tab visited (kept across a reload). */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, number][]) : [];
  } catch {
    return [];
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
  } catch {
    // Storage unavailable: positions still work within this page load.
  }
}

/** An entry's identity: its history key plus its URL (the first entry and #hash jumps share a key). */
function entryKey(location: Location): string {
  return `${location.key} ${location.pathname}${location.search}${location.hash}`;
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Lays the whole page out from now on (LAID_OUT, see global.css). Bands off screen are
 * `content-visibility: auto`, drawn at an estimated height until they near the viewport, which spares the
 * first paint and hydration their layout; but a saved position or a #target is only right on real heights.
 * So once the visitor (or this manager) scrolls, every band is laid out at its real height.
 */
function layOutWhole() {
  document.documentElement.dataset[LAID_OUT] = '';
}

/**
 * Tries `attempt` on every frame until it reports success: the new page is usually a lazy chunk of a
 * remote, so the target (a height, an element) appears a little later. The visitor's own scrolling
 * (wheel, touch, keys) stops it.
 */
function settle(attempt: () => boolean): () => void {
  let frame = 0;
  let count = 0;
  const run = () => {
    if (!attempt() && ++count < MAX_FRAMES) frame = requestAnimationFrame(run);
  };
  const stop = () => cancelAnimationFrame(frame);
  const events = ['wheel', 'touchstart', 'keydown'] as const;
  for (const name of events) window.addEventListener(name, stop, { passive: true });
  layOutWhole();
  run();
  return () => {
    stop();
    for (const name of events) window.removeEventListener(name, stop);
  };
}

/**
 * Scroll like a multi-page site: a new route starts at the top (or at its #hash target), and back/forward
 * return to where the visitor was on that entry.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);

  useEffect(() => {
    // The browser's own restoration would act before the remote's content has rendered.
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', save);
    window.addEventListener('scroll', layOutWhole, { passive: true, once: true });
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('scroll', layOutWhole);
    };
  }, []);

  // Layout effects: the listener of the old entry is gone before the new content can move the page.
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) {
      return settle(() => {
        window.scrollTo(0, saved);
        return Math.abs(window.scrollY - saved) < 1;
      });
    }
    if (location.hash) {
      return settle(() => {
        const target = hashTarget(location.hash);
        target?.scrollIntoView();
        return target !== null;
      });
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
    // The key identifies the entry; the other values belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return null;
}
