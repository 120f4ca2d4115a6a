// The public remote's server-rendered document: its page, styles and server builds.
import path from 'node:path';
import {
  rspack,
  type Compiler,
  type Configuration,
  type OptimizationSplitChunksCacheGroup,
} from '@rspack/core';
import { PUBLIC_SSR } from '../libs/contracts/src/site/ssr-document';
import { emitJson, precompress } from './assets';
import { BROWSERS, minimizers, moduleOptions, resolveOptions } from './compile';

/**
 * The server-rendered document's browser build: the English catalogues that the shell and the remotes
 * bundle (`english.ts` beside libs/site-layout's and the public remote's `i18n.ts`) are a chunk there
 * (`english.lazy.ts`, `site-en`), like the Hindi ones: the page's language is loaded before it hydrates, and
 * a Hindi page downloads no English texts (issue 38: every public page within 110 KB).
 */
function lazyEnglishCatalogues() {
  return new rspack.NormalModuleReplacementPlugin(/^\.\/english$/, (data) => {
    data.request = './english.lazy';
  });
}

/** The server-rendered document's chunks (its page build, and its `styles` build, which must match it). */
const PAGE_CACHE_GROUPS: Record<string, OptimizationSplitChunksCacheGroup> = {
  // React and React DOM in one chunk, loaded first after the paint (the entry imports no library).
  react: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    name: 'page-react-dom',
    chunks: 'async',
    enforce: true,
  },
  // React Router in the chunk page-client.tsx imports it by (it was a file of its own beside a
  // 0.2 KB `page-router`: one file less on every page).
  router: {
    test: /[\\/]node_modules[\\/]react-router[\\/]/,
    name: 'page-router',
    chunks: 'async',
    enforce: true,
  },
  // Lingui's core in one chunk of its own (page-client.tsx evaluates it alone): below splitChunks'
  // minimum size, it was otherwise copied into both page-lingui and page-root (~2 KB gzipped twice).
  lingui: {
    test: /[\\/]node_modules[\\/]@lingui[\\/]core[\\/]/,
    name: 'page-lingui',
    chunks: 'async',
    enforce: true,
  },
};

/** Keeps only a build's stylesheets and `styles.json` (the `styles` build: its scripts are the page build's). */
function onlyStylesheets() {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('only-stylesheets', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'only-stylesheets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
          () => {
            for (const name of Object.keys(compilation.assets))
              if (!name.endsWith('.css') && name !== 'styles.json') compilation.deleteAsset(name);
          },
        );
      });
    },
  };
}

/** The page build's `output.uniqueName` (its chunk-loading runtime names loaded chunks with it). */
const PAGE_UNIQUE_NAME = 'mfe_public_page';

/**
 * The public remote's server-rendered document, built next to its federated ./App (see PUBLIC_SSR in
 * libs/contracts): `dist/page`, the browser code that hydrates the HTML (no federation: a public page does
 * not load the shell), and `dist/server`, a node bundle whose `render()` the server calls. Both come from
 * the same sources, so one mfe-public deploy changes the HTML and the code that hydrates it together.
 */
export function createPublicDocumentConfigs(
  { configUrl, outDir }: { configUrl: string; outDir?: string },
  argv: { mode?: string } = {},
): Configuration[] {
  const appDir = path.dirname(new URL(configUrl).pathname);
  const production = argv.mode !== 'development';
  const define = new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? `mfe_public-${new Date().toISOString()}`),
  });
  const build: DocumentBuild = {
    appDir,
    distDir: outDir ?? path.join(appDir, 'dist'),
    production,
    define,
  };
  const page = documentPageConfig(build);
  return [page, documentStylesConfig(build, page), documentServerConfig(build)];
}

/** What the public document's three builds share: where the app is, where they write, the mode. */
interface DocumentBuild {
  appDir: string;
  distDir: string;
  production: boolean;
  define: InstanceType<typeof rspack.DefinePlugin>;
}

/** `dist/page`: the browser code that hydrates the server's HTML. */
function documentPageConfig({ appDir, distDir, production, define }: DocumentBuild): Configuration {
  return {
    name: 'page',
    // After the remote's build (which cleans dist/), before the server's (which reads its assets.json).
    dependencies: ['remote'],
    mode: production ? 'production' : 'development',
    context: appDir,
    target: 'web',
    entry: { page: './src/document/page-client.tsx' },
    devtool: false,
    output: {
      path: path.join(distDir, 'page'),
      publicPath: 'auto',
      uniqueName: PAGE_UNIQUE_NAME,
      filename: 'assets/[name].[contenthash:10].js',
      chunkFilename: 'assets/[name].[contenthash:10].js',
      cssFilename: 'assets/[name].[contenthash:10].css',
      cssChunkFilename: 'assets/[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: resolveOptions(production),
    // The CSS modules' class names only: the stylesheet is the `styles` build's, inlined by the server.
    module: moduleOptions(production, { cssExportsOnly: true }),
    plugins: [
      define,
      lazyEnglishCatalogues(),
      // Every chunk of the page runs while the page hydrates: Chrome's explicit compile hint makes V8
      // compile each file eagerly while it streams in, off the main thread, instead of lazily function by
      // function on it (a CPU profile at 4x showed ~45 ms of main-thread compiling in React Router's and
      // the page's module factories). After minification (which drops comments), so the hint stays the
      // file's first line; before the compression plugins, so the .br and .gz copies carry it too.
      new rspack.BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /\.js$/,
        stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      // What the server's document links: the entry's scripts (its stylesheet: the `styles` build's).
      emitJson('assets.json', (compilation) => ({
        js: (compilation.entrypoints.get('page')?.getFiles() ?? []).filter((f: string) =>
          f.endsWith('.js'),
        ),
      })),
      ...(precompress(production) ?? []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: minimizers(),
      splitChunks: {
        chunks: 'async',
        // No stylesheet here (the `styles` build's): each CSS module's class names travel with the code
        // that uses them, and the page has no CSS loading runtime (issue 38: ~1.5 KB gzipped less a page).
        cacheGroups: PAGE_CACHE_GROUPS,
      },
    },
    performance: { hints: false },
  };
}

/**
 * `dist/page/<stylesDir>`: the stylesheet of every public page, in one file inlined in the HTML (no
 * render-blocking request): the page's own build again, CSS modules whole, every stylesheet in one chunk,
 * the same class names (same unique name and sources); only the CSS and `styles.json` are kept. A page's
 * build carrying the stylesheet itself kept every page's class names in one chunk that every page
 * downloaded, and the CSS loading runtime; one stylesheet per feature instead changed the order of the
 * rules, and so some looks (a blog post's width, the schedule's padding).
 */
function documentStylesConfig(
  { distDir, production, define }: DocumentBuild,
  page: Configuration,
): Configuration {
  return {
    ...page,
    name: 'styles',
    // After the page's build, which cleans dist/page.
    dependencies: ['page'],
    output: {
      ...page.output,
      path: path.join(distDir, 'page', PUBLIC_SSR.stylesDir),
      clean: false,
    },
    module: moduleOptions(production, {}),
    plugins: [
      define,
      lazyEnglishCatalogues(),
      emitJson('styles.json', (compilation) => ({
        css: [...compilation.chunks]
          .filter((chunk) => chunk.name === 'styles')
          .flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.css'))),
      })),
      onlyStylesheets(),
    ],
    optimization: {
      ...page.optimization,
      minimizer: [
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
      ],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          ...PAGE_CACHE_GROUPS,
          styles: { test: /\.css$/, name: 'styles', chunks: 'all', enforce: true },
        },
      },
    },
  };
}

/** `dist/server`: the node bundle whose `render()` the server calls. */
function documentServerConfig({
  appDir,
  distDir,
  production,
  define,
}: DocumentBuild): Configuration {
  return {
    name: 'server',
    dependencies: ['styles'],
    mode: production ? 'production' : 'development',
    context: appDir,
    target: 'node20',
    entry: { render: './src/document/server-entry.tsx' },
    devtool: false,
    node: { __dirname: false, __filename: false },
    output: {
      path: path.join(distDir, 'server'),
      publicPath: '/',
      uniqueName: PAGE_UNIQUE_NAME,
      filename: '[name].[contenthash:10].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      library: { type: 'commonjs2' },
      asyncChunks: false,
      clean: true,
    },
    resolve: resolveOptions(production),
    module: moduleOptions(production, { server: true }),
    plugins: [
      define,
      // Written last: the server loads the bundle it names (and again when it changes).
      emitJson('ssr-manifest.json', (compilation) => ({
        entry: compilation.entrypoints
          .get('render')
          ?.getFiles()
          .find((f: string) => f.endsWith('.cjs')),
      })),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}
