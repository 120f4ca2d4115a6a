import { useCallback, useEffect, useState } from 'react';
import {
  addIstDays,
  classHasEnded,
  istToday,
  PAGE_LIMIT_MAX,
  SCHEDULE_DAYS,
  type WeekSchedule,
  type YogaClass,
} from '@yoga/contracts';
import { useInitialData } from '../../shared/initial-data';

/**
 * The coming week from GET /api/classes (what the server gives a server-rendered page in its data), for a
 * page reached by a client-side navigation. A plain fetch: this page loads no store.
 */
export async function fetchWeekSchedule(now: Date = new Date()): Promise<WeekSchedule> {
  const from = istToday(now);
  const to = addIstDays(from, SCHEDULE_DAYS - 1);
  const classes: YogaClass[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ from, to, page: String(page), limit: `${PAGE_LIMIT_MAX}` });
    const res = await fetch(`/api/classes?${query}`, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`GET /api/classes answered ${res.status}`);
    const items = (await res.json()) as YogaClass[];
    classes.push(...items);
    const total = Number(res.headers.get('X-Total-Count') ?? classes.length);
    if (!items.length || classes.length >= total) break;
  }
  return { from, to, classes: classes.filter((c) => !classHasEnded(c, now)) };
}

export type WeekState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; week: WeekSchedule };

/** The server-rendered week (hydration shows exactly it), else the API's. */
export function useWeekSchedule(): WeekState {
  const initial = useInitialData()?.schedule;
  const [state, setState] = useState<WeekState>(
    initial ? { status: 'ready', week: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (initial) return;
    let live = true;
    setState({ status: 'loading' });
    fetchWeekSchedule().then(
      (week) => live && setState({ status: 'ready', week }),
      () => live && setState({ status: 'error', retry }),
    );
    return () => {
      live = false;
    };
  }, [initial, attempt, retry]);
  return state;
}
