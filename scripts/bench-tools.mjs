// The benchmarks' tools (autocannon, lighthouse, chrome-launcher) live in scripts/bench-tools, outside the
// workspace: `npm install` (and so every fresh clone's first start) does not fetch them. The first
// `npm run bench:*` installs them there from that folder's lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-tools');
const TOOLS = ['autocannon', 'chrome-launcher', 'lighthouse'];

function ensureInstalled() {
  if (TOOLS.every((name) => existsSync(path.join(dir, 'node_modules', name, 'package.json'))))
    return;
  console.log('Installing the benchmark tools in scripts/bench-tools (once)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const done = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (done.status !== 0)
    throw new Error('Could not install the benchmark tools (scripts/bench-tools)');
}

const require = createRequire(path.join(dir, 'package.json'));

/** A CommonJS tool (autocannon). */
export function requireBenchTool(name) {
  ensureInstalled();
  return require(name);
}

/** An ES module tool (lighthouse, chrome-launcher). */
export function importBenchTool(name) {
  ensureInstalled();
  return import(pathToFileURL(require.resolve(name)).href);
}
