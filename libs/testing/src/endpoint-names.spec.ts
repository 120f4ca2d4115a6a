import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

/**
 * Every panel injects its endpoints into the one shared RTK Query API (libs/api-client's `baseApi`, a
 * module-federation singleton). Two endpoints with the same name collide there: the first one injected
 * wins and the other feature silently calls the wrong route with the wrong types. Names are unique.
 */
const ROOTS = ['libs', 'shell', 'mfe-public', 'mfe-user', 'mfe-admin'];
const SKIP = new Set(['node_modules', 'dist', 'e2e', 'locales']);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** `name: build.query…`, `name: build.mutation…`: the endpoints one file injects. */
export function endpointNames(source: string): string[] {
  if (!source.includes('injectEndpoints')) return [];
  return [...source.matchAll(/^\s*(\w+)\s*:\s*build\.(?:query|mutation|infiniteQuery)\b/gm)].map(
    (m) => m[1]!,
  );
}

describe('RTK Query endpoint names', () => {
  it('reads the endpoints of a file', () => {
    const source = `baseApi.injectEndpoints({ endpoints: (build) => ({
      plans: build.query<Plan[], void>({ query: () => '/plans' }),
      cancelRecurring:
        build.mutation<X, Y>({ query: () => '/x' }),
    }) })`;
    expect(endpointNames(source)).toEqual(['plans', 'cancelRecurring']);
  });

  it('are unique across the shared base API', () => {
    const owners = new Map<string, string[]>();
    for (const root of ROOTS) {
      for (const file of sourceFiles(path.join(REPO_ROOT, root))) {
        for (const name of endpointNames(readFileSync(file, 'utf8'))) {
          owners.set(name, [...(owners.get(name) ?? []), path.relative(REPO_ROOT, file)]);
        }
      }
    }
    expect(owners.size).toBeGreaterThan(100);
    const collisions = [...owners].filter(([, files]) => files.length > 1);
    expect(collisions).toEqual([]);
  });
});
