import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

const ESLINT = path.join(REPO_ROOT, 'node_modules/eslint/bin/eslint.js');

interface Problem {
  ruleId: string | null;
  message: string;
}

/** Lints `code` as if it were the file at `file` (relative to the repository), with the repository's config. */
function lint(file: string, code: string): Problem[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', path.join(REPO_ROOT, file)],
      { cwd: REPO_ROOT, input: code, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] },
    );
  } catch (error) {
    // ESLint exits 1 when it reports errors; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: Problem[] }[];
  return result?.messages ?? [];
}

const rules = (problems: Problem[]) => problems.map((p) => p.ruleId);

describe('module boundaries (eslint.config.mjs)', () => {
  jest.setTimeout(120_000);

  it('refuses a feature importing another feature of its app', () => {
    const problems = lint(
      'mfe-user/src/features/dashboard/pages/fixture.ts',
      "import { useBookClassMutation } from '../../bookings/bookings.api';\nexport const x = useBookClassMutation;\n",
    );
    expect(rules(problems)).toEqual(['import-x/no-restricted-paths']);
    expect(problems[0]?.message).toContain('No feature imports another feature');
  });

  it('refuses the shell importing a remote statically, by path, package or federation id', () => {
    const problems = lint(
      'shell/src/app/fixture.ts',
      [
        "import AdminApp from '../../../mfe-admin/src/app/app';",
        "import UserApp from '@yoga/mfe-user/src/app/app';",
        "import PublicApp from 'mfe_public/App';",
        'export const apps = [AdminApp, UserApp, PublicApp];',
        '',
      ].join('\n'),
    );
    const boundary = problems.filter((p) => /remote|Remotes/.test(p.message));
    expect(boundary.map((p) => p.message.split(':')[0])).toEqual(
      expect.arrayContaining([
        expect.stringContaining('The shell never imports a remote statically'),
        expect.stringContaining('Remotes are loaded at run time'),
      ]),
    );
    // Each of the three imports is reported.
    expect(new Set(boundary.map((p) => (p as Problem & { line: number }).line))).toEqual(
      new Set([1, 2, 3]),
    );
  });

  it('refuses a remote importing another remote, and a library importing an app', () => {
    expect(
      rules(
        lint(
          'mfe-admin/src/app/fixture.ts',
          "import { NAV_ITEMS } from '../../../mfe-user/src/app/nav-items';\nexport const x = NAV_ITEMS;\n",
        ),
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      rules(
        lint(
          'libs/ui/src/fixture.ts',
          "import { App } from '../../../shell/src/app/app';\nexport const x = App;\n",
        ),
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('accepts a feature using its own folder, its app shared folder and the libs', () => {
    const problems = lint(
      'mfe-user/src/features/dashboard/pages/fixture.ts',
      [
        "import { useMyBookingsQuery } from '../../../shared/my-bookings.api';",
        "import { PanelLayout } from '@yoga/ui';",
        "import DashboardPage from './dashboard-page';",
        'export const x = [useMyBookingsQuery, PanelLayout, DashboardPage];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('refuses an import cycle', () => {
    const dir = mkdtempSync(path.join(REPO_ROOT, 'libs/testing/src/cycle-fixture-'));
    try {
      writeFileSync(
        path.join(dir, 'a.ts'),
        "import { b } from './b';\nexport const a = () => b;\n",
      );
      writeFileSync(
        path.join(dir, 'b.ts'),
        "import { a } from './a';\nexport const b = () => a;\n",
      );
      const relative = path.relative(REPO_ROOT, path.join(dir, 'a.ts'));
      expect(
        rules(lint(relative, "import { b } from './b';\nexport const a = () => b;\n")),
      ).toEqual(['import-x/no-cycle']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
