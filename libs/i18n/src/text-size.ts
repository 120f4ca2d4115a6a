import { useSyncExternalStore } from 'react';

/**
 * Larger text (issue 37): every page at 1.4× text size with touch targets of at least 48 px, for older
 * eyes and a phone propped against the wall. The choice is kept on this device (localStorage) and, signed
 * in, on the profile (`large_text`), so a new device follows it. It is one attribute on `<html>`
 * (`data-large-text`) that the pages' CSS and the panels' theme read; the server-rendered pages set it
 * before their first paint (mfe-public's page loader), the shell when it starts.
 */
export const LARGE_TEXT_STORAGE_KEY = 'yoga.largeText';
export const LARGE_TEXT_ATTRIBUTE = 'data-large-text';
/** The text scale the pages use with larger text on. */
export const LARGE_TEXT_SCALE = 1.4;

const listeners = new Set<() => void>();

/** The device's choice: `true`/`false`, or `null` when it was never made here. */
export function readStoredLargeText(): boolean | null {
  try {
    const value = localStorage.getItem(LARGE_TEXT_STORAGE_KEY);
    return value === '1' ? true : value === '0' ? false : null;
  } catch {
    return null;
  }
}

export function isLargeText(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.hasAttribute(LARGE_TEXT_ATTRIBUTE)
  );
}

function apply(on: boolean): void {
  if (typeof document === 'undefined' || isLargeText() === on) return;
  document.documentElement.toggleAttribute(LARGE_TEXT_ATTRIBUTE, on);
  listeners.forEach((listener) => listener());
}

/** Turns larger text on or off on this page and keeps the choice on this device. */
export function setLargeText(on: boolean): void {
  try {
    localStorage.setItem(LARGE_TEXT_STORAGE_KEY, on ? '1' : '0');
  } catch {
    // Private mode: the choice lasts for this page.
  }
  apply(on);
}

/** Applies the device's choice (at start; and when another tab changes it). */
export function applyStoredLargeText(): void {
  apply(readStoredLargeText() === true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LARGE_TEXT_STORAGE_KEY) applyStoredLargeText();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether larger text is on, following every switch on the page and in other tabs. */
export function useLargeText(): boolean {
  return useSyncExternalStore(subscribe, isLargeText, () => false);
}
