// How every front-end build compiles its sources: where modules resolve, how code and CSS are compiled,
// which browsers they are compiled for, how they are minified.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

/** The repository's root (the apps' build configurations are read from their own folders). */
export const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

export const ROUTER_VERSION = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/react-router/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const ROUTER_FACADE = path.join(root, 'libs/router/src/index.ts');

/** The browsers the apps are compiled for (JavaScript syntax and CSS). */
export const BROWSERS = 'chrome >= 100, firefox >= 100, safari >= 15';

/**
 * Minifiers for BROWSERS: with its default targets Lightning CSS rewrites `system-ui` into a list of ten
 * font names for old browsers, and every name a phone lacks is a font lookup before the first paint.
 */
export function minimizers(): NonNullable<Configuration['optimization']>['minimizer'] {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
  ];
}

export function resolveOptions(production: boolean): Configuration['resolve'] {
  return {
    extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: {
      '@yoga/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
      'react-router$': ROUTER_FACADE,
      'react-router-dom$': ROUTER_FACADE,
      'react-router-impl$': path.join(
        root,
        'node_modules/react-router/dist',
        production ? 'production' : 'development',
        'index.mjs',
      ),
    },
  };
}

export function moduleOptions(
  production: boolean,
  {
    usesAntd = false,
    server = false,
    cssExportsOnly = server,
  }: { usesAntd?: boolean; server?: boolean; cssExportsOnly?: boolean },
): Configuration['module'] {
  return {
    parser: { 'css/auto': { namedExports: false } },
    // Class names from the file's path and the class: the public remote's browser and server builds
    // (one document, hydrated) must agree on every name.
    generator: {
      'css/auto': {
        localIdentName: '[hash]-[local]',
        localIdentHashDigestLength: 6,
        ...(cssExportsOnly && { exportsOnly: true }),
      },
      ...(server && { asset: { emit: false }, 'asset/resource': { emit: false } }),
    },
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
          },
          env: { targets: BROWSERS },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/, type: 'asset/resource' },
      // antd's @rc-component/* packages do not declare `sideEffects`, so their index files keep every
      // re-exported module (the whole form engine and its validator, for one). They are ES modules whose
      // only top-level work is assigning statics and dayjs plugins in the picker's own dayjs config, which
      // runs whenever a picker uses it: marking them side-effect free lets tree shaking drop what a panel
      // never uses (~12 KB gzipped).
      ...(usesAntd
        ? [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }]
        : []),
    ],
  };
}
