#!/usr/bin/env node
// `npm start`: build what is not built (Nx restores cached outputs), then run ONE process that
// serves the API under /api, the shell at /, each remote under /mfe/<name>/ and remotes.json.
// The build type-checks nothing (`npm run lint` does): the backend is transpiled by swc
// (scripts/build-backend.mjs) and the front-end apps by rspack's swc loader, and the front-end apps do not
// wait for the contracts library's build (they compile its sources), so they build beside the backend.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
