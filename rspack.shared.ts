/**
 * The one place that says what the host and the remotes share and how every front-end app is built.
 * Shared packages are singletons with a semver range (no strictVersion: independently deployed panels
 * must tolerate patch-level skew) and never eager (each app's entry is `import('./bootstrap')`).
 * antd is deliberately NOT shared: shared, it ships whole to every visitor (see STACK-NOTES).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTES, SHELL_APP, type RemoteScope } from './libs/contracts/src/site/remotes';
import { lazyTableParts } from './rspack/antd-stand-ins';
import { copyStaticFiles, precompress } from './rspack/assets';
import { minimizers, moduleOptions, resolveOptions, root } from './rspack/compile';
import { federationRuntimeEsm, sharedSingletons } from './rspack/federation';

// The parts of the configuration live in rspack/, by what they do: compile (resolution, loaders, targets,
// minifiers), federation (what is shared), antd-stand-ins (the panels' lazy antd parts), assets (copied,
// precompressed and reported files) and public-document (the public remote's server-rendered document).
export { createPublicDocumentConfigs } from './rspack/public-document';

/** remotes.json served by the shell's dev server (`nx serve shell`), pointing at each remote's dev server. */
const DEV_REMOTES = Object.fromEntries(
  REMOTES.map((r) => [r.scope, `http://localhost:${r.devPort}/mf-manifest.json`]),
) as Record<RemoteScope, string>;

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
