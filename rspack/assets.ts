// The files a build writes beside its code: the copied public files, the precompressed copies, JSON reports.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { rspack, type Compilation, type Compiler, type Configuration } from '@rspack/core';
import { root } from './compile';

/**
 * The favicon, the web app manifest and its icons: kept in shell/public, linked from rspack.index.html;
 * and the service worker (sw.js, registered by the panels).
 */
const ICON_FILES = ['favicon.svg', 'manifest.webmanifest', 'icons/**/*', 'sw.js'];

/**
 * The app's own public/ folder; a remote served alone in development (`nx serve <remote>`) also gets the
 * shell's icons, so its page has the same favicon and manifest.
 */
export function copyStaticFiles(
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
export function precompress(production: boolean): Configuration['plugins'] {
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

/** Writes `file` (JSON) into the output folder once the build has emitted everything else. */
export function emitJson(file: string, content: (compilation: Compilation) => unknown) {
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
