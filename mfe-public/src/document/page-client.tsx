// Browser entry of the server-rendered public pages: hydrates the HTML the server build drew.
// The page is already painted, so nothing here is urgent. Its code (React DOM, the page's tree) is requested
// only once the browser has painted the server's HTML, so nothing competes with the first paint; each part
// is evaluated in a task of its own, and React hydrates in a transition, in slices that yield to the
// browser. No step blocks a tap or a scroll for long.
import { startTransition } from 'react';
import { PUBLIC_SSR } from '@yoga/contracts';
import type { EmbeddedData } from './page-root';

/** Ends the current task: the browser handles input and paints before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Resolves once the browser has painted the current content (after the next frame). */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function hydratePage(container: HTMLElement, embedded: HTMLElement) {
  await afterPaint();
  // Both requested at once; each is evaluated when its files arrive, in the task that loaded them.
  const reactDom = import(/* webpackChunkName: "page-react-dom" */ 'react-dom/client');
  const pageRoot = import(/* webpackChunkName: "page-root" */ './page-root');
  const { hydrateRoot } = await reactDom;
  const { PageRoot, primeEmbeddedData, startPageLocale } = await pageRoot;
  // The page's language (its URL's) is loaded before hydration, so the first render matches the HTML;
  // a visitor who chose Hindi and opened an English address goes to its /hi address instead.
  if (!(await startPageLocale({ urlPrefix: true }))) return;
  await nextTask();
  const data = JSON.parse(embedded.textContent ?? '{}') as EmbeddedData;
  primeEmbeddedData(data);
  // A transition: React hydrates in slices and yields to the browser between them (input, paint),
  // instead of one long task; a click on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(container, <PageRoot data={data} />, {
      onRecoverableError: (error) => console.error('[mfe-public] hydration', error),
    });
  });
}

const container = document.getElementById('root');
const embedded = document.getElementById(PUBLIC_SSR.dataElementId);
if (container && embedded) void hydratePage(container, embedded);
