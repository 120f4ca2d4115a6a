import { useCallback, useSyncExternalStore } from 'react';
import { canonicalTimeZone, formatIstTimePair, formatTimePair, isTimeZone } from '@yoga/contracts';
import { useLocale } from './react';

/**
 * Her own time zone (issue 37): a member abroad reads every class time in India time and, when her zone
 * reads differently, her own beside it (`formatTimePair` of libs/contracts). The zone is her profile's
 * `time_zone`, kept on this device (localStorage) when a panel opens, else the device's own
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`). Server-rendered pages print India time alone and
 * add hers once in the browser (the server snapshot is null), so the markup always hydrates.
 */
export const TIME_ZONE_STORAGE_KEY = 'yoga.timeZone';

const listeners = new Set<() => void>();

/** The device's zone (canonical: `Asia/Calcutta` → `Asia/Kolkata`), or null when the browser says none. */
export function deviceTimeZone(): string | null {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? canonicalTimeZone(zone) : null;
  } catch {
    return null;
  }
}

/** The zone kept on this device (from her profile), or null. */
export function readStoredTimeZone(): string | null {
  try {
    const zone = localStorage.getItem(TIME_ZONE_STORAGE_KEY);
    return isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** Keeps her zone on this device (the panel does, from her profile) and updates every time shown. */
export function storeTimeZone(zone: string): void {
  if (!isTimeZone(zone) || readStoredTimeZone() === zone) return;
  try {
    localStorage.setItem(TIME_ZONE_STORAGE_KEY, zone);
  } catch {
    // Private mode: the device's zone is used.
  }
  listeners.forEach((listener) => listener());
}

/** The zone the times are shown in: her profile's (kept on the device), else the device's. */
export function currentTimeZone(): string | null {
  return readStoredTimeZone() ?? deviceTimeZone();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TIME_ZONE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Her zone in the browser (null while server-rendering and hydrating). */
export function useTimeZone(): string | null {
  return useSyncExternalStore(subscribe, currentTimeZone, () => null);
}

export interface TimePairFormatters {
  /** A class by its IST date and time: "6:00 am IST · 8:30 pm EDT, the day before". */
  classTime: (date: string, time: string) => string;
  /** An instant: the same pair. */
  instantTime: (instant: Date | string | number) => string;
}

/** India time and hers, in the page's language, for the zone she is in. */
export function useTimePair(): TimePairFormatters {
  const zone = useTimeZone();
  const { locale } = useLocale();
  const classTime = useCallback(
    (date: string, time: string) => formatIstTimePair(date, time, zone, locale),
    [zone, locale],
  );
  const instantTime = useCallback(
    (instant: Date | string | number) => formatTimePair(instant, zone, locale),
    [zone, locale],
  );
  return { classTime, instantTime };
}
