#!/usr/bin/env node
// The backend's build (`nx run backend:build`): every file of backend/src except tests, transpiled one by
// one by swc into backend/dist (ES modules, legacy decorators with their metadata, class fields assigned as
// tsc does with `useDefineForClassFields: false`), the options the backend's Jest suite already runs the
// same sources with. No type-check here: `npm run lint` type-checks the backend (`tsc --noEmit`), and a
// full tsc emit took ~50 s of a fresh clone's first `npm start` (issue 38). The data files of backend/src
// (`*.json`, e.g. the content seed: modules/content/seed/) are copied as they are.
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../backend');
const src = path.join(backend, 'src');
const dist = path.join(backend, 'dist');

/**
 * Sources as tsconfig.build.json takes them: no `*.spec.ts`, nothing under `__tests__`. `data`: the
 * `*.json` files beside them instead.
 */
async function sources(dir, data = false) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') out.push(...(await sources(file, data)));
    } else if (data) {
      if (entry.name.endsWith('.json')) out.push(file);
    } else if (
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.spec.ts') &&
      !entry.name.endsWith('.d.ts')
    ) {
      out.push(file);
    }
  }
  return out;
}

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: false,
  swcrc: false,
};

const started = Date.now();
await rm(dist, { recursive: true, force: true });
const files = await sources(src);
await Promise.all(
  files.map(async (file) => {
    const { code } = await transformFile(file, { ...options, filename: file });
    const target = path.join(dist, path.relative(src, file)).replace(/\.ts$/, '.js');
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, code);
  }),
);
const data = await sources(src, true);
await Promise.all(
  data.map(async (file) => {
    const target = path.join(dist, path.relative(src, file));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(file, target);
  }),
);
console.log(
  `backend: ${files.length} files and ${data.length} data files in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
