// Browser entry of the server-rendered public pages: hydrates the HTML the server build drew.
// The page is already painted, so nothing here is urgent. This file is the only script the document
// links, and it stays tiny (the bundler's runtime and these few lines, no library): it runs in the task
// that ends the HTML's parsing, next to the first paint's style and layout work. Its code (React, React DOM,
// the router, Lingui, the page's tree) is requested once the browser has painted the server's HTML and
// evaluated one part per task, each after the browser has had a turn; React then hydrates in a
// transition, in slices that yield to the browser. No step blocks a tap or a scroll for long.
//
// The parts load one after the other. Measured on a cold mobile profile (4x CPU), that costs the least
// main-thread time: preloading them from the document (`<link rel=preload>` or `prefetch`) or importing
// them all at once put the downloads and their compilation next to the first paint's work and added
// long tasks (~40 % more blocking time).
import { PUBLIC_SSR } from '@yoga/contracts';
import { evaluateAlone, nextTask } from '../shared/logic/load-in-turns';

/**
 * Resolves once the browser has shown the server's HTML: its first contentful paint is reported (that entry
 * comes when the frame is presented, a frame or two after `requestAnimationFrame`), so no script download
 * competes with what the visitor is about to see. Without Paint Timing: after the next frame.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(next);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      next();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

async function hydratePage(container: HTMLElement, embedded: HTMLElement) {
  await afterFirstPaint();
  // React comes with React DOM (one chunk): the entry itself imports no library.
  const { hydrateRoot } = await evaluateAlone(
    () => import(/* webpackChunkName: "page-react-dom" */ 'react-dom/client'),
  );
  // `webpackExports` names one export: the page's tree decides which parts of each library are kept
  // (importing the whole namespace would keep all of React Router, ~35 KB gzipped more).
  await evaluateAlone(
    () =>
      import(/* webpackChunkName: "page-router", webpackExports: ["Routes"] */ 'react-router-impl'),
  );
  await evaluateAlone(
    () =>
      import(/* webpackChunkName: "page-lingui", webpackExports: ["setupI18n"] */ '@lingui/core'),
  );
  const { pageElement, primeEmbeddedData, startPageLocale, startTransition } = await evaluateAlone(
    () => import(/* webpackChunkName: "page-root" */ './page-root'),
  );
  // The page's language (its URL's) is loaded before hydration, so the first render matches the HTML;
  // a visitor who chose Hindi and opened an English address goes to its /hi address instead.
  if (!(await startPageLocale({ urlPrefix: true }))) return;
  await nextTask();
  const data = primeEmbeddedData(embedded.textContent);
  // A transition: React hydrates in slices and yields to the browser between them (input, paint),
  // instead of one long task; a click on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(container, pageElement(data), {
      onRecoverableError: (error) => console.error('[mfe-public] hydration', error),
    });
  });
}

const container = document.getElementById('root');
const embedded = document.getElementById(PUBLIC_SSR.dataElementId);
if (container && embedded) void hydratePage(container, embedded);
