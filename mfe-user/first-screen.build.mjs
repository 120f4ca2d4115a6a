/**
 * Builds the student panel's first-screen script (issue 37, ADR 0017): src/first-screen/first-screen.ts
 * bundled alone (no React, no store: a few KB), with the panel's own compiled messages for the ids it
 * shows (`FIRST_SCREEN_MESSAGE_IDS`, from src/locales/{en,hi}.ts: one owner of the texts), into
 * dist/first-screen.<hash>.js with its .br and .gz copies, and dist/first-screen.json naming it (the
 * server reads it to put the script in the panel's page). Runs after `rspack build` (package.json).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/** The ids the script shows, read from its view module (the one list). */
function messageIds() {
  const view = readFileSync(path.join(here, 'src/first-screen/first-screen-view.ts'), 'utf8');
  const list = /FIRST_SCREEN_MESSAGE_IDS = \[([^\]]+)\]/.exec(view)?.[1];
  if (!list) throw new Error('FIRST_SCREEN_MESSAGE_IDS not found');
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** A compiled catalogue (`lingui compile` output: `JSON.parse("...")`) as an object. */
function compiledCatalogue(locale) {
  const source = readFileSync(path.join(here, `src/locales/${locale}.ts`), 'utf8');
  const literal = /JSON\.parse\((".*")\)/s.exec(source)?.[1];
  if (!literal)
    throw new Error(`src/locales/${locale}.ts: not a compiled catalogue (run the i18n target)`);
  return JSON.parse(JSON.parse(literal));
}

function picked() {
  const ids = messageIds();
  const out = {};
  for (const locale of ['en', 'hi']) {
    const catalogue = compiledCatalogue(locale);
    out[locale] = {};
    for (const id of ids) {
      const message = catalogue[id];
      if (message === undefined) throw new Error(`${locale}: no message ${id}`);
      // Text and plain placeholders only: the script's translator knows no plurals or selects.
      const parts = typeof message === 'string' ? [message] : message;
      for (const part of parts)
        if (typeof part !== 'string' && !(Array.isArray(part) && part.length === 1))
          throw new Error(`${locale}: ${id} needs a full ICU formatter`);
      out[locale][id] = message;
    }
  }
  return out;
}

/**
 * Every module is treated as free of side effects: the script imports small helpers from libraries whose
 * index files also export React components and hooks, and only what it calls is kept.
 */
const noSideEffects = {
  name: 'no-side-effects',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.inner || args.kind === 'entry-point') return undefined;
      const result = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { inner: true },
      });
      if (result.errors.length) return { errors: result.errors };
      return { ...result, sideEffects: false };
    });
  },
};

const result = await build({
  entryPoints: [path.join(here, 'src/first-screen/first-screen.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020', 'chrome80', 'safari14'],
  platform: 'browser',
  conditions: ['source'],
  tsconfig: path.join(here, 'tsconfig.json'),
  define: {
    FIRST_SCREEN_MESSAGES: JSON.stringify(picked()),
    'process.env.NODE_ENV': '"production"',
  },
  // CSS modules of components the script never draws (dropped with them).
  loader: { '.css': 'empty', '.module.css': 'empty' },
  legalComments: 'none',
  plugins: [noSideEffects],
  write: false,
  metafile: true,
});

const code = result.outputFiles[0].contents;
const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
const file = `first-screen.${hash}.js`;
writeFileSync(path.join(dist, file), code);
writeFileSync(path.join(dist, `${file}.gz`), gzipSync(code, { level: 9 }));
writeFileSync(
  path.join(dist, `${file}.br`),
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync(path.join(dist, 'first-screen.json'), `${JSON.stringify({ js: file })}\n`);
console.info(
  `first-screen: ${file} ${(code.length / 1024).toFixed(1)} KB, ${(gzipSync(code, { level: 6 }).length / 1024).toFixed(1)} KB gzip`,
);
if (process.env.FIRST_SCREEN_INPUTS === '1')
  for (const [input, info] of Object.entries(result.metafile.inputs))
    console.info(`  ${String(info.bytes).padStart(7)} ${input}`);
