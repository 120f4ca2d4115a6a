import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { createElement, type ComponentType } from 'react';
import { REMOTES, type RemoteScope } from '@yoga/contracts';

/** remotes.json: remote scope → URL of its mf-manifest.json. Read at run time, never compiled in. */
export type RemotesManifest = Partial<Record<RemoteScope, string>>;

let registered: RemotesManifest = {};

/** Logs which remote failed before the boundary shows its fallback. */
const loadErrorPlugin: ModuleFederationRuntimePlugin = {
  name: 'shell-load-error',
  errorLoadRemote(args) {
    console.error(
      `[shell] remote ${String(args.id)} failed to load during ${String(args.lifecycle)}`,
      args.error,
    );
    return undefined;
  },
};

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object') return {};
  const out: RemotesManifest = {};
  for (const { scope } of REMOTES) {
    const entry = (value as Record<string, unknown>)[scope];
    if (typeof entry === 'string' && entry.length > 0) out[scope] = entry;
  }
  return out;
}

/** Fetches remotes.json and registers every remote it lists; a missing file leaves all areas on their fallback. */
export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  registerPlugins([loadErrorPlugin]);
  try {
    // Same request as the server's <link rel=preload> hint, so the preloaded response is reused.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    registered = parseRemotesManifest(await response.json());
  } catch (error) {
    console.error('[shell] could not read the remotes manifest', error);
    registered = {};
  }
  registerRemotes(
    Object.entries(registered).map(([name, entry]) => ({
      name,
      entry: new URL(entry, window.location.href).href,
    })),
  );
  return registered;
}

/** Loads `<remote>/App`. With `retry`, the remote is registered again so no cached failure is reused. */
export async function loadRemoteApp(
  name: RemoteScope,
  retry = false,
): Promise<{ default: ComponentType }> {
  const entry = registered[name];
  if (!entry) throw new Error(`Remote ${name} is not listed in remotes.json`);
  if (retry) {
    registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
  }
  const module = await loadRemote<{ default: ComponentType; buildId?: string }>(`${name}/App`);
  if (!module?.default) throw new Error(`Remote ${name} did not provide ./App`);
  const { default: RemoteApp, buildId } = module;
  return {
    default: function StampedRemote() {
      return createElement(
        'div',
        { 'data-build': buildId, style: { display: 'contents' } },
        createElement(RemoteApp),
      );
    },
  };
}
