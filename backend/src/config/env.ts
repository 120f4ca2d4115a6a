import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The environment the configuration is read from, and small readers for its variables: one meaning of
 * "true", one check of a number. `environment()` is the one place the app reads `process.env`; nothing
 * writes it (a process that needs another value, like the worker's JOBS=on, passes an override).
 */
export type Env = Readonly<Record<string, string | undefined>>;

export type Mode = 'production' | 'development' | 'test';

/** The process environment with `overrides` on top (a copy: changing it changes nothing else). */
export function environment(overrides: Env = {}): Env {
  return Object.freeze({ ...process.env, ...overrides });
}

/** NODE_ENV: `production` enforces the production requirements, `test` changes some defaults. */
export function modeOf(env: Env): Mode {
  return env.NODE_ENV === 'production'
    ? 'production'
    : env.NODE_ENV === 'test'
      ? 'test'
      : 'development';
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** DATA_DIR: the folder the other paths default into (checked by the storage settings). */
export function dataDirOf(env: Env): string {
  return path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
}

export function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** A positive integer, or 0 (written "0") to turn the feature off. */
export function positiveIntOrOff(name: string, value: string | undefined, fallback: number) {
  return value?.trim() === '0' ? 0 : positiveInt(name, value, fallback);
}

/** An http(s) URL without its trailing slashes (`fallback` when unset or blank). */
export function httpUrl(name: string, value: string | undefined, fallback: string): string {
  const url = (value?.trim() || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/i.test(url) || !URL.canParse(url))
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url;
}
