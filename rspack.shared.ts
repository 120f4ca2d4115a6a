/**
 * The one place that says what the host and the remotes share and how every front-end app is built.
 * Shared packages are singletons with a semver range (no strictVersion: independently deployed panels
 * must tolerate patch-level skew) and never eager (each app's entry is `import('./bootstrap')`).
 * antd is deliberately NOT shared: shared, it ships whole to every visitor (see STACK-NOTES).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  rspack,
  type Compilation,
  type Compiler,
  type Configuration,
  type OptimizationSplitChunksCacheGroup,
} from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTES, SHELL_APP, type RemoteScope } from './libs/contracts/src/site/remotes';
import { PUBLIC_SSR } from './libs/contracts/src/site/ssr-document';

const root = path.dirname(new URL(import.meta.url).pathname);

const WORKSPACE_LIB_VERSION = '^1.0.0';
const ROUTER_VERSION = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/react-router/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const ROUTER_FACADE = path.join(root, 'libs/router/src/index.ts');

/**
 * Rspack's federation plugin imports the bundler runtime by the absolute path of its CommonJS build
 * (`require.resolve`), so nothing of it (nor of `@module-federation/runtime` and `sdk` it requires) can be
 * tree-shaken: every remote's remoteEntry.js carried the Node.js script loader, the manifest snapshot code
 * and the remote-loading code a remote never runs (~5 KB gzipped of its ~16). For a remote (whose
 * runtime core is the shell's, `externalRuntime`) that path is aliased to the package's ES module build,
 * so tree shaking and the plugin's `FEDERATION_OPTIMIZE_*` flags drop them. Not for the shell: its runtime
 * core, provided whole to the remotes, is required as CommonJS by the plugin that provides it, and an ES
 * module bundler runtime beside it would bring a second copy.
 */
function federationRuntimeEsm(): Record<string, string> {
  const fromTools = createRequire(
    createRequire(path.join(root, 'package.json')).resolve('@module-federation/runtime-tools'),
  );
  const cjs = fromTools.resolve('@module-federation/webpack-bundler-runtime');
  return { [`${cjs}$`]: cjs.replace(/\.cjs$/, '.js') };
}

const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.3.0' },
  // Both names resolve to libs/router (see `resolve.alias`), one tree-shaken copy of react-router.
  'react-router': { singleton: true, requiredVersion: '^7.18.0', version: ROUTER_VERSION },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.0', version: ROUTER_VERSION },
  'react-redux': { singleton: true, requiredVersion: '^9.3.0' },
  // The web libs hold state that must exist once per page: the RTK Query API and the session store.
  // Bump a lib's version when its exports change, so a remote never gets an older copy it cannot use.
  // @yoga/contracts is stateless and deliberately NOT shared: each app bundles the (tree-shaken) part it
  // uses, so a remote built with newer constants works under an older shell.
  '@yoga/api-client': { singleton: true, requiredVersion: WORKSPACE_LIB_VERSION, version: '1.1.0' },
  '@yoga/auth': { singleton: true, requiredVersion: WORKSPACE_LIB_VERSION, version: '1.1.0' },
  // One Lingui instance per page (docs/i18n.md): the shell and every remote read and switch the same
  // language, and each registers its own catalogue with it.
  '@lingui/core': { singleton: true, requiredVersion: '^5.9.5' },
  '@lingui/react': { singleton: true, requiredVersion: '^5.9.5' },
  '@yoga/i18n': { singleton: true, requiredVersion: WORKSPACE_LIB_VERSION, version: '1.0.0' },
} as const;

/**
 * antd's components import parts they render only for features few or no panel screens use, each with its
 * own heavy components. In the panels' builds those imports get libs/ui's stand-ins (`libs/ui/src/antd`),
 * which load the same part when a screen first needs it (issue 38, docs/performance.md "Third cuts"):
 * the Table's column-filter dropdown (Tree, Menu, Dropdown, Checkbox, Radio, the filter search), its row
 * selection (Checkbox, Radio, the tree's checks; the selection's own Dropdown), its virtual body (the
 * virtual list) and its sorter's Tooltip; Pagination's page-size Select (virtual list, overflow); Card's
 * Tabs; Typography's ellipsis, copy and tooltip machinery and its editor; Input's one-time-code field;
 * Radio.Group's import of the form engine (for one name helper); Popconfirm (with Popover, Tooltip and the
 * popup engine) until its button is pressed; ConfigProvider's Tooltip UniqueProvider (the popup engine);
 * a Form label's Tooltip; Card's loading Skeleton; List's Pagination (issue 38, "Fourth cuts").
 */
const ANTD_STAND_INS: { context: RegExp; request: RegExp; standIn: string }[] = [
  {
    context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/,
    request: /^\.\/FilterDropdown$/,
    standIn: 'libs/ui/src/antd/table-filter-dropdown.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/,
    request: /^\.\.\/\.\.\/dropdown$/,
    standIn: 'libs/ui/src/antd/table-selection-dropdown.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]card$/,
    request: /^\.\.\/tabs$/,
    standIn: 'libs/ui/src/antd/card-tabs.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table$/,
    request: /^\.\/RcTable\/VirtualTable$/,
    standIn: 'libs/ui/src/antd/table-virtual.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table$/,
    request: /^\.\/hooks\/useSelection$/,
    standIn: 'libs/ui/src/antd/table-selection.ts',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/,
    request: /^\.\/useSelection$/,
    standIn: 'libs/ui/src/antd/table-selection.ts',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/,
    request: /^\.\.\/\.\.\/tooltip$/,
    standIn: 'libs/ui/src/antd/table-sorter-tooltip.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]input$/,
    request: /^\.\/OTP$/,
    standIn: 'libs/ui/src/antd/input-otp.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]pagination$/,
    request: /^\.\.\/select$/,
    standIn: 'libs/ui/src/antd/pagination-select.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]typography$/,
    request: /^\.\/Base$/,
    standIn: 'libs/ui/src/antd/typography-base.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]radio$/,
    request: /^\.\.\/form\/hooks\/useForm$/,
    standIn: 'libs/ui/src/antd/radio-form-name.ts',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]list$/,
    request: /^\.\.\/pagination$/,
    standIn: 'libs/ui/src/antd/list-pagination.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]card$/,
    request: /^\.\.\/skeleton$/,
    standIn: 'libs/ui/src/antd/card-skeleton.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]form$/,
    request: /^\.\.\/tooltip$/,
    standIn: 'libs/ui/src/antd/form-label-tooltip.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]config-provider$/,
    request: /^\.\.\/tooltip\/UniqueProvider$/,
    standIn: 'libs/ui/src/antd/tooltip-unique-provider.tsx',
  },
  {
    context: /[\\/]antd[\\/]es$/,
    request: /^\.\/popconfirm$/,
    standIn: 'libs/ui/src/antd/popconfirm.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]typography[\\/]Base$/,
    request: /^\.\.\/Editable$/,
    standIn: 'libs/ui/src/antd/typography-editable.tsx',
  },
];

/**
 * An app with `adminStandIns` (the admin panel) also gets libs/ui's Select stand-in (`select.tsx`) for every
 * Select, and for the Pagination's page-size changer when it is first shown
 * (`pagination-drawn-select.tsx`): the closed box drawn as antd draws it, antd's
 * Select (its option list, virtual list and the popup engine) loaded when the box is pointed at, pressed or
 * focused; and Input's TextArea and Password, loaded when a screen first shows one (issue 38,
 * docs/performance.md "Fifth cuts, admin").
 */
const ADMIN_STAND_INS: typeof ANTD_STAND_INS = [
  {
    context: /[\\/]antd[\\/]es$/,
    request: /^\.\/select$/,
    standIn: 'libs/ui/src/antd/select.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]pagination$/,
    request: /^\.\.\/select$/,
    standIn: 'libs/ui/src/antd/pagination-drawn-select.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]input$/,
    request: /^\.\/TextArea$/,
    standIn: 'libs/ui/src/antd/input-textarea.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]input$/,
    request: /^\.\/Password$/,
    standIn: 'libs/ui/src/antd/input-password.tsx',
  },
];

function lazyTableParts(adminStandIns = false) {
  const standIns = adminStandIns ? [...ADMIN_STAND_INS, ...ANTD_STAND_INS] : ANTD_STAND_INS;
  return new rspack.NormalModuleReplacementPlugin(/^\.{1,2}\//, (data) => {
    const part = standIns.find(
      ({ context, request }) => context.test(data.context ?? '') && request.test(data.request),
    );
    if (part) data.request = path.join(root, part.standIn);
  });
}

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

/** remotes.json served by the shell's dev server (`nx serve shell`), pointing at each remote's dev server. */
const DEV_REMOTES = Object.fromEntries(
  REMOTES.map((r) => [r.scope, `http://localhost:${r.devPort}/mf-manifest.json`]),
) as Record<RemoteScope, string>;

/**
 * The favicon, the web app manifest and its icons: kept in shell/public, linked from rspack.index.html;
 * and the service worker (sw.js, registered by the panels).
 */
const ICON_FILES = ['favicon.svg', 'manifest.webmanifest', 'icons/**/*', 'sw.js'];

/**
 * The app's own public/ folder; a remote served alone in development (`nx serve <remote>`) also gets the
 * shell's icons, so its page has the same favicon and manifest.
 */
function copyStaticFiles(
  appDir: string,
  { isRemote, production, buildId }: { isRemote: boolean; production: boolean; buildId: string },
) {
  const transform = serviceWorkerBuildId(buildId);
  const patterns: { from: string; context?: string; transform: typeof transform }[] = existsSync(
    path.join(appDir, 'public'),
  )
    ? [{ from: path.join(appDir, 'public'), transform }]
    : [];
  if (isRemote && !production) {
    const shellPublic = path.join(root, 'shell/public');
    patterns.push(...ICON_FILES.map((glob) => ({ from: glob, context: shellPublic, transform })));
  }
  return patterns.length ? [new rspack.CopyRspackPlugin({ patterns })] : [];
}

/**
 * Writes the build id into the copied sw.js (its `__SW_BUILD_ID__`): every build's worker differs by a
 * byte, so the browser installs it on the next visit and it drops the caches of older builds
 * (docs/performance.md). Other files are copied as they are.
 */
function serviceWorkerBuildId(buildId: string) {
  return (input: Buffer, absoluteFilename: string): Buffer | string =>
    path.basename(absoluteFilename) === 'sw.js'
      ? input.toString('utf8').replace(/__SW_BUILD_ID__/g, buildId.replace(/[^\w.:-]/g, '_'))
      : input;
}

/**
 * Production browser builds ship each text asset also as `.br` and `.gz`, compressed once at build time
 * (brotli at its best level, gzip at level 9): the server sends those files as they are
 * (express-static-gzip) instead of compressing every script again for every visitor, which on a small
 * server costs CPU while the page loads (~20 ms per visit for the public pages' scripts). A file under
 * 1 KB, or one that compresses by less than 10 %, is left alone. (This replaced compression-webpack-plugin,
 * whose peer dependency put all of webpack into every install: issue 38.)
 */
function precompress(production: boolean): Configuration['plugins'] {
  if (!production) return [];
  const test = /\.(js|css|json|html|svg|webmanifest|txt)$/;
  const encoders = [
    { ext: '.gz', encode: promisify(gzip), options: { level: zlibConstants.Z_BEST_COMPRESSION } },
    {
      ext: '.br',
      encode: promisify(brotliCompress),
      options: {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      },
    },
  ];
  return [
    {
      apply(compiler: Compiler) {
        compiler.hooks.thisCompilation.tap('precompress', (compilation) => {
          compilation.hooks.processAssets.tapPromise(
            {
              name: 'precompress',
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
            },
            async () => {
              const jobs = compilation
                .getAssets()
                .filter(({ name, info }) => test.test(name) && !info.compressed)
                .flatMap(({ name, source }) => {
                  const input = source.buffer();
                  if (input.length < 1024) return [];
                  return encoders.map(async ({ ext, encode, options }) => {
                    const output = await encode(input, options);
                    if (output.length / input.length > 0.9) return;
                    compilation.emitAsset(`${name}${ext}`, new rspack.sources.RawSource(output), {
                      compressed: true,
                    });
                  });
                });
              await Promise.all(jobs);
            },
          );
        });
      },
    },
  ];
}

/** The browsers the apps are compiled for (JavaScript syntax and CSS). */
const BROWSERS = 'chrome >= 100, firefox >= 100, safari >= 15';

/**
 * Minifiers for BROWSERS: with its default targets Lightning CSS rewrites `system-ui` into a list of ten
 * font names for old browsers, and every name a phone lacks is a font lookup before the first paint.
 */
function minimizers(): NonNullable<Configuration['optimization']>['minimizer'] {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
  ];
}

function resolveOptions(production: boolean): Configuration['resolve'] {
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

function moduleOptions(
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

interface AppOptions {
  /** Folder of the app (its rspack.config.ts passes import.meta.url). */
  configUrl: string;
  /** Federation name: the shell, or a remote of the REMOTES table (which gives its dev port); remotes expose ./App. */
  name: 'shell' | RemoteScope;
  /** Page title of the standalone/host HTML. */
  title: string;
  /** The app imports antd (the two panels): see the `@rc-component` rule below. */
  usesAntd?: boolean;
  /** The admin panel's further stand-ins (`ADMIN_STAND_INS`: Select drawn closed until used, Input's parts). */
  adminStandIns?: boolean;
}

export function createAppConfig(
  appOptions: AppOptions,
  argv: { mode?: string } = {},
): Configuration {
  const appDir = path.dirname(new URL(appOptions.configUrl).pathname);
  const production = argv.mode !== 'development';
  const remote = REMOTES.find((r) => r.scope === appOptions.name);
  // Identifies the deployed build of each app (shown as data-build on its root element; in sw.js).
  const buildId = process.env.BUILD_ID ?? `${appOptions.name}-${new Date().toISOString()}`;
  const options = {
    ...appOptions,
    isRemote: remote !== undefined,
    devPort: remote?.devPort ?? SHELL_APP.devPort,
  };
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The shell's index.html is served for every deep link, so its assets need an absolute base;
      // remotes resolve theirs from wherever their manifest was loaded.
      publicPath: production
        ? options.isRemote
          ? 'auto'
          : (process.env.SHELL_PUBLIC_PATH ?? '/')
        : `http://localhost:${options.devPort}/`,
      uniqueName: options.name,
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      cssFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      cssChunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: (() => {
      const resolve = resolveOptions(production);
      if (!options.isRemote || !production) return resolve;
      return { ...resolve, alias: { ...resolve?.alias, ...federationRuntimeEsm() } };
    })(),
    module: moduleOptions(production, { usesAntd: options.usesAntd }),
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __BUILD_ID__: JSON.stringify(buildId),
      }),
      ...copyStaticFiles(appDir, { isRemote: options.isRemote, production, buildId }),
      new rspack.HtmlRspackPlugin({
        template: path.join(root, 'rspack.index.html'),
        title: options.title,
        scriptLoading: 'defer',
        chunks: ['main'],
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: options.isRemote ? { './App': './src/remote-entry.ts' } : undefined,
        // The shell registers remotes at run time from remotes.json; nothing is declared here.
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        // One federation runtime per page: the shell provides it and production remotes use it (~34 KB gzipped
        // saved per remote). Remotes served alone in development keep their own.
        experiments: {
          ...(production &&
            (options.isRemote ? { externalRuntime: true } : { provideExternalRuntime: true })),
          // A remote loads no remote of its own (the shell registers them all): no remote-loading code.
          optimization: { target: 'web', ...(options.isRemote && { disableRemote: true }) },
        },
      }),
      ...(options.usesAntd ? [lazyTableParts(options.adminStandIns)] : []),
      ...(precompress(production) ?? []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: minimizers(),
      // A panel's screens share antd's parts: with the default 20 KB minimum, every screen loaded a dozen
      // chunks of 2-5 KB gzipped each (one per small part shared by some screens), each compressed alone.
      // Parts shared by screens go into a chunk of their own only from 150 KB (Table, Select, Form: kept
      // once in the cache across screens); smaller ones are copied into each screen's chunk, which
      // loads ~10 KB less per screen (issue 38).
      ...(options.usesAntd && { splitChunks: { minSize: 150_000 } }),
    },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/api', '/uploads'], target: process.env.API_URL ?? 'http://127.0.0.1:3000' },
      ],
      // In development the shell finds the remotes on their own dev servers.
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'dev-remotes-json',
          path: '/remotes.json',
          middleware: (
            _req: unknown,
            res: { setHeader(k: string, v: string): void; end(body: string): void },
          ) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify(DEV_REMOTES));
          },
        });
        return middlewares;
      },
    },
  };
}

/** Writes `file` (JSON) into the output folder once the build has emitted everything else. */
function emitJson(file: string, content: (compilation: Compilation) => unknown) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('emit-json', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'emit-json', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const json = JSON.stringify(content(compilation), null, 2);
            compilation.emitAsset(file, new rspack.sources.RawSource(json));
          },
        );
      });
    },
  };
}

/** The page build's `output.uniqueName` (its chunk-loading runtime names loaded chunks with it). */
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
