import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../config/app.config.js';

/** Where each front-end build is served from (the remotes.json default URLs point here). */
export const WEB_APPS = [
  { mount: '/mfe/public', dir: 'mfe-public/dist' },
  { mount: '/mfe/user', dir: 'mfe-user/dist' },
  { mount: '/mfe/admin', dir: 'mfe-admin/dist' },
] as const;

const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json']);
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

function setCacheHeaders(res: Response, filePath: string) {
  const name = path.basename(filePath);
  if (HASHED_ASSET.test(name)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (STABLE_NAMES.has(name)) {
    res.setHeader('Cache-Control', 'no-cache');
  } else {
    res.setHeader('Cache-Control', 'public, max-age=3600');
  }
}

function staticOptions(cors: boolean) {
  return {
    index: false,
    dotfiles: 'ignore' as const,
    fallthrough: true,
    setHeaders: (res: Response, filePath: string) => {
      setCacheHeaders(res, filePath);
      // Remotes and their manifests may be loaded by a shell on another origin.
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  };
}

/** Files that never leave the server even if they end up in a build folder. */
function blockPrivateFiles(req: Request, res: Response, next: NextFunction) {
  if (/(^|\/)\.|\.map$|mf-stats\.json$/.test(req.path)) {
    res.status(404).json({ success: false, message: 'Not found' });
    return;
  }
  next();
}

/**
 * Serves the shell at /, each remote under /mfe/<name>/, remotes.json and the uploads folder,
 * and answers every other non-API GET with the shell's index.html so deep links survive a reload.
 */
export function mountStaticSite(app: Express, config: AppConfig) {
  const shellDir = path.join(config.webRoot, 'shell/dist');
  const shellIndex = path.join(shellDir, 'index.html');

  app.use(blockPrivateFiles);
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(config.remotes);
  });
  app.use(
    '/uploads',
    express.static(config.uploadsDir, { ...staticOptions(false), fallthrough: false }),
  );
  for (const web of WEB_APPS) {
    app.use(
      web.mount,
      express.static(path.join(config.webRoot, web.dir), {
        ...staticOptions(true),
        fallthrough: false,
      }),
    );
  }
  app.use(express.static(shellDir, staticOptions(false)));

  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/api/') &&
      req.path !== '/api' &&
      !path.extname(req.path);
    if (!isPage) return next();
    if (!existsSync(shellIndex)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(shellIndex);
  });
}
