// A file of its own, with nothing else at its top level: the public pages' browser entry imports it and
// stays tiny (a bundler keeps a module's other top-level code once one of its exports is used).

/**
 * Server rendering of the public pages. The public remote's build ships a node bundle next to its browser
 * output (`<remote dist>/server/`); the server loads it from `ssr-manifest.json` and calls `render`. A new
 * mfe-public deploy therefore changes the served HTML without rebuilding the shell or the server.
 */
export const PUBLIC_SSR = {
  /** Folder of the server bundle inside the public remote's dist. */
  serverDir: 'server',
  /** Written last by the build: `{ entry }`, the file name of the bundle (re-read when it changes). */
  manifest: 'ssr-manifest.json',
  /** Folder of the server-rendered document's browser code (it hydrates the HTML) inside the remote's dist. */
  pageDir: 'page',
  /** Folder, inside `pageDir`, of the one stylesheet the server inlines into every page (`styles.json` names it). */
  stylesDir: 'styles',
  /** id of the JSON script carrying what the page was rendered with (business details, route data). */
  dataElementId: 'public-ssr-data',
} as const;
