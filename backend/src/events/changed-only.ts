// A helper for the payloads of `admin.changed` (the audit module's event): owners keep only what changed.

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only the top-level fields that differ between two states (both objects); a creation or a deletion
 * (one side null) keeps its whole state. `null` when nothing changed (publish no event then).
 */
export function changedOnly(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null {
  if (before === null || after === null) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !same(before[k], after[k]),
  );
  if (!keys.length) return null;
  const pick = (o: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
  return { before: pick(before), after: pick(after) };
}
