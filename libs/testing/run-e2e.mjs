// An app's browser suites (its npm `e2e` script, run from the app's folder): jest with e2e/jest.config.cjs.
//
// In CI a file with a failed test then runs once more, whole and fresh: its own server, database and
// browser, the way Playwright's runner retries a test in a new worker. Within a file a failed test is
// already tried twice (jest-ci.retry.cjs), but a test of a file that walks one student or one admin through
// several steps can fail on its second try only because its first left state behind (a row made twice, a
// payment half started). Both runs' output stays in the log, so every flaky failure can still be read and
// mended; the command fails if the file fails again. Locally it never runs anything twice.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
// jest's package exports no bin path: its folder from its manifest, which it does export.
const jest = path.join(path.dirname(require.resolve('jest/package.json')), 'bin/jest.js');
const base = ['-c', 'e2e/jest.config.cjs', '--runInBand'];
/** The arguments given (a file pattern, say) choose what the first run takes; the second takes its files. */
const given = process.argv.slice(2);
const run = (extra) =>
  spawnSync(process.execPath, [jest, ...base, ...extra], { stdio: 'inherit' }).status ?? 1;

/** The files with a failed test in jest's JSON results (none when jest wrote none). */
function failedFiles(file) {
  try {
    const results = JSON.parse(readFileSync(file, 'utf8'));
    return results.testResults.filter((r) => r.status === 'failed').map((r) => r.name);
  } catch {
    return [];
  }
}

function main() {
  if (process.env.CI !== 'true') return run(given);
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-e2e-'));
  try {
    const results = path.join(dir, 'results.json');
    const first = run([...given, '--json', `--outputFile=${results}`]);
    if (first === 0) return 0;
    const failed = failedFiles(results);
    if (!failed.length) return first;
    const names = failed.map((f) => `  ${path.relative(process.cwd(), f)}`).join('\n');
    console.info(
      `\n==> CI: the file(s) with a failed test, once more, whole and fresh:\n${names}\n`,
    );
    return run(['--runTestsByPath', ...failed]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = main();
