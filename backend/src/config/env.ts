/** Small readers for environment variables: one meaning of "true", one check of a number. */
export type Env = NodeJS.ProcessEnv | Record<string, string | undefined>;

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
