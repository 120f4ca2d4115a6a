import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('lets the backend tests import the shared provider fakes of libs/testing, and nothing else of it', () => {
    const code = (from: string) =>
      `import { FakeZoom } from '${from}';\nexport const x = FakeZoom;\n`;
    expect(lint('backend/test/fixture.spec.ts', code('@yoga/testing/fake-zoom'))).toEqual([]);
    expect(lint('backend/test/fixture.spec.ts', code('@yoga/testing/fake-razorpay'))).toEqual([]);
    const whole = lint('backend/test/fixture.spec.ts', code('@yoga/testing'));
    expect(rules(whole)).toEqual(['import-x/no-restricted-paths']);
    expect(whole[0]?.message).toContain('share only the provider fakes');
    const app = lint('backend/src/modules/video/fixture.ts', code('@yoga/testing/fake-zoom'));
    expect(rules(app)).toEqual(['import-x/no-restricted-paths']);
    expect(app[0]?.message).toContain('The backend shares only @yoga/contracts');
  });

  it("refuses a backend module importing another module's internal file", () => {
    const problems = lint(
      'backend/src/modules/bookings/fixture.ts',
      "import { UsersService } from '../users/users.service.js';\nexport const x = UsersService;\n",
    );
    expect(rules(problems)).toEqual(['import-x/no-restricted-paths']);
    expect(problems[0]?.message).toContain(
      'A backend module imports another only through its index.ts',
    );
  });

  it('accepts a backend module importing another module through its index, its settings and its own files', () => {
    const problems = lint(
      'backend/src/modules/bookings/fixture.ts',
      [
        "import { ClassesService, YogaClass } from '../classes/index.js';",
        "import { UsersService } from '../users/index.js';",
        "import { VIDEO_CONFIG } from '../video/config.js';",
        "import { BookingsService } from './bookings.service.js';",
        "import { Transactions } from '../../database/transactions.js';",
        'export const x = [ClassesService, YogaClass, UsersService, VIDEO_CONFIG, BookingsService, Transactions];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('refuses common, config or database importing a backend module, even its index', () => {
    for (const file of [
      'backend/src/common/http/fixture.ts',
      'backend/src/config/fixture.ts',
      'backend/src/database/fixture.ts',
    ]) {
      const modules = path.relative(path.dirname(file), 'backend/src/modules');
      const problems = lint(
        file,
        `import { BlogsService } from '${modules}/blogs/index.js';\nexport const x = BlogsService;\n`,
      );
      expect(rules(problems)).toEqual(['import-x/no-restricted-paths']);
      expect(problems[0]?.message).toContain('never import a feature module');
    }
  });

  it('refuses an import cycle between backend modules', () => {
    // classes is below bookings (bookings imports classes): classes importing bookings closes a loop.
    const mapper = 'backend/src/modules/classes/classes.mapper.ts';
    const code = readFileSync(path.join(REPO_ROOT, mapper), 'utf8');
    const problems = lint(
      mapper,
      `import { BookingsService } from '../bookings/index.js';\nexport const y = BookingsService;\n${code}`,
    );
    expect(rules(problems)).toContain('import-x/no-cycle');
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
