/**
 * The three remotes, named once. The shell's routes and registry, the build config (rspack.shared.ts),
 * the backend (remotes.json defaults, static mounts, preload hints) and the browser-test harness read this.
 */
export const REMOTES = [
  {
    /** Federation name (scope) of the remote; its module is `<scope>/App`. */
    scope: 'mfe_public',
    /** Workspace folder of the app; its production build is `<app>/dist`. */
    app: 'mfe-public',
    /** Route area the shell mounts it at: `/` is the catch-all of every other path. */
    area: '/',
    /** Port of `nx serve <app>`. */
    devPort: 4201,
    /** Where the one-machine server serves the build. */
    mount: '/mfe/public',
    /** Default manifest URL published in /remotes.json. */
    manifestPath: '/mfe/public/mf-manifest.json',
    /** Environment variable that points remotes.json elsewhere (a CDN, another host). */
    envVar: 'REMOTE_PUBLIC_URL',
  },
  {
    scope: 'mfe_user',
    app: 'mfe-user',
    area: '/user',
    devPort: 4202,
    mount: '/mfe/user',
    manifestPath: '/mfe/user/mf-manifest.json',
    envVar: 'REMOTE_USER_URL',
  },
  {
    scope: 'mfe_admin',
    app: 'mfe-admin',
    area: '/admin',
    devPort: 4203,
    mount: '/mfe/admin',
    manifestPath: '/mfe/admin/mf-manifest.json',
    envVar: 'REMOTE_ADMIN_URL',
  },
] as const;

export type RemoteDefinition = (typeof REMOTES)[number];
export type RemoteScope = RemoteDefinition['scope'];

/** The shell app: its folder and dev port (it hosts the remotes above). */
export const SHELL_APP = { app: 'shell', devPort: 4200 } as const;

/** Every front-end app folder, the shell first. */
export function webAppDirs(): string[] {
  return [SHELL_APP.app, ...REMOTES.map((r) => r.app)];
}

function inArea(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/**
 * The TV view (issue 37): a page of the student panel's remote outside its frame (no sidebar, no
 * marketing header), reachable signed out (it shows the sign-in code, then her classes).
 */
export const TV_AREA = '/tv';

/** Whether `pathname` is the TV view. */
export function isTvPath(pathname: string): boolean {
  return inArea(pathname, TV_AREA);
}

/** The remote that renders a path, as the shell's routes decide it (the public area takes the rest). */
export function remoteForPath(pathname: string): RemoteDefinition {
  if (isTvPath(pathname)) return REMOTES[1];
  return (
    REMOTES.find((r) => r.area !== '/' && inArea(pathname, r.area)) ??
    (REMOTES.find((r) => r.area === '/') as RemoteDefinition)
  );
}

/** Paths of the panels, where the marketing header and footer are hidden. */
export function isPanelPath(pathname: string): boolean {
  return remoteForPath(pathname).area !== '/';
}
