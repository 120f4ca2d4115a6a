import { useCallback, useEffect, useState } from 'react';
import type { Plan } from '@yoga/contracts';
import { useInitialData } from './initial-data';

/**
 * The plans on sale from GET /api/plans (the server gives a server-rendered /price the same list in its
 * data), for a page reached by a client-side navigation. A plain fetch: this page loads no store.
 */
export async function fetchPlans(): Promise<Plan[]> {
  const res = await fetch('/api/plans', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/plans answered ${res.status}`);
  return (await res.json()) as Plan[];
}

export type PlansState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; plans: Plan[] };

/** The server-rendered plans (hydration shows exactly them), else the API's. */
export function usePlans(): PlansState {
  const initial = useInitialData()?.plans;
  const [state, setState] = useState<PlansState>(
    initial ? { status: 'ready', plans: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (initial) return;
    let live = true;
    setState({ status: 'loading' });
    fetchPlans().then(
      (plans) => live && setState({ status: 'ready', plans }),
      () => live && setState({ status: 'error', retry }),
    );
    return () => {
      live = false;
    };
  }, [initial, attempt, retry]);
  return state;
}
