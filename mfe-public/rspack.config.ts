import { createAppConfig, createPublicDocumentConfigs } from '../rspack.shared';

// The federated ./App (mounted by the shell), plus in production the server-rendered document's browser
// and node builds (dist/page, dist/server). `--env outDir=<folder>` builds all three into another folder
// (a deploy's staging folder; the browser tests redeploy into their private copy this way).
export default (env: { outDir?: string } = {}, argv: { mode?: string }) => {
  const remote = createAppConfig(
    {
      configUrl: import.meta.url,
      name: 'mfe_public',
      title: 'YogSutra Live',
    },
    argv,
  );
  if (argv.mode === 'development') return remote;
  return [
    {
      ...remote,
      name: 'remote',
      output: { ...remote.output, path: env.outDir ?? remote.output?.path },
    },
    ...createPublicDocumentConfigs({ configUrl: import.meta.url, outDir: env.outDir }, argv),
  ];
};
