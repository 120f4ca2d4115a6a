// Browser entry of the server-rendered public pages: hydrates the HTML the server build drew.
// The page is already painted, so nothing here is urgent: the code is evaluated in steps (React DOM,
// then the page's tree), each a task of its own, and React hydrates in a transition, in slices that
// yield to the browser. No step blocks a tap or a scroll for long. The server's HTML preloads every
// file these steps load (assets.json lists them), so splitting them costs no extra round trip.
import { startTransition } from 'react';
import { PUBLIC_SSR } from '@yoga/contracts';
import type { EmbeddedData } from './page-root';

/** Ends the current task: the browser handles input and paints before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydratePage(container: HTMLElement, embedded: HTMLElement) {
  const { hydrateRoot } = await import(/* webpackChunkName: "page-react-dom" */ 'react-dom/client');
  await nextTask();
  const { PageRoot, primeEmbeddedData } = await import(
    /* webpackChunkName: "page-root" */ './page-root'
  );
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
