// What the host and the remotes share at run time (Module Federation), and the federation runtime they load.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, ROUTER_VERSION } from './compile';

const WORKSPACE_LIB_VERSION = '^1.0.0';

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
export function federationRuntimeEsm(): Record<string, string> {
  const fromTools = createRequire(
    createRequire(path.join(root, 'package.json')).resolve('@module-federation/runtime-tools'),
  );
  const cjs = fromTools.resolve('@module-federation/webpack-bundler-runtime');
  return { [`${cjs}$`]: cjs.replace(/\.cjs$/, '.js') };
}

export const sharedSingletons = {
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
