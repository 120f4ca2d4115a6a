/** One changed value between two JSON states, by its dotted path (`address.city`, `social.0.url`). */
export interface AuditChange {
  path: string;
  before: string;
  after: string;
}

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value as Record<string, unknown>);
    if (!entries.length && prefix) out.set(prefix, Array.isArray(value) ? '[]' : '{}');
    for (const [key, v] of entries) flatten(v, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  if (prefix) out.set(prefix, value === null || value === undefined ? '' : String(value));
}

/** The values that differ between `before` and `after` (a creation: every value of `after`). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  flatten(before, '', a);
  flatten(after, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((path) => a.get(path) !== b.get(path))
    .map((path) => ({ path, before: a.get(path) ?? '', after: b.get(path) ?? '' }));
}
