import { useSyncExternalStore } from 'react';

/**
 * Low data (issue 37), for students on capped mobile data: pictures below the fold are not loaded, no
 * slideshow moves by itself, a replay loads nothing until she presses play and says what it costs. On
 * when she chose it (the profile's `low_data` switch, kept on this device like larger text) or, with no
 * choice of hers on this device, when the browser asks to save data (`navigator.connection.saveData`, the
 * browser's "Save-Data: on"). One attribute on `<html>`, `data-low-data`, set before the first paint by the
 * server-rendered pages' loader and by the shell when it starts.
 */
export const LOW_DATA_STORAGE_KEY = 'yoga.lowData';
export const LOW_DATA_ATTRIBUTE = 'data-low-data';

const listeners = new Set<() => void>();

/** The device's choice: `true`/`false`, or `null` when it was never made here. */
export function readStoredLowData(): boolean | null {
  try {
    const value = localStorage.getItem(LOW_DATA_STORAGE_KEY);
    return value === '1' ? true : value === '0' ? false : null;
  } catch {
    return null;
  }
}

/** The browser asks pages to save data (Chrome's data saver: the `Save-Data: on` header). */
export function browserSavesData(): boolean {
  const connection =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function isLowData(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE)
  );
}

function apply(on: boolean): void {
  if (typeof document === 'undefined' || isLowData() === on) return;
  document.documentElement.toggleAttribute(LOW_DATA_ATTRIBUTE, on);
  listeners.forEach((listener) => listener());
}

/** Turns low data on or off on this page and keeps the choice on this device. */
export function setLowData(on: boolean): void {
  try {
    localStorage.setItem(LOW_DATA_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this page.
  }
  apply(on);
}

/** Applies the device's choice, else the browser's wish to save data (at start; on another tab's change). */
export function applyStoredLowData(): void {
  const stored = readStoredLowData();
  apply(stored ?? browserSavesData());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOW_DATA_STORAGE_KEY) applyStoredLowData();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether low data is on (false while server-rendering and hydrating). */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, isLowData, () => false);
}
