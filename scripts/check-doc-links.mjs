#!/usr/bin/env node
// Checks the links between the documents: every relative link of README.md, backend/README.md, the apps'
// READMEs and docs/**/*.md points at a file that exists, and a `#anchor` at a heading of that file (GitHub's
// slugs). Also: a repository path written as code (`backend/src/...`, `libs/...`) names a file or folder that
// exists, and docs/architecture.md's module map has a section for every backend module (and none for a module
// that is gone). Prints each problem and exits 1 when there is one. Usage: node scripts/check-doc-links.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(file) {
  const seen = new Map();
  const result = new Set();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    result.add(n ? `${slug}-${n}` : slug);
  }
  return result;
}

/** Relative links of a markdown file, outside code (fenced blocks and inline code). */
function links(file) {
  const found = [];
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const text = line.replace(/`[^`]*`/g, '');
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/i.test(target)) continue;
      found.push(target);
    }
  }
  return found;
}

const files = [
  'README.md',
  'backend/README.md',
  'mfe-public/README.md',
  'mfe-user/README.md',
  'mfe-admin/README.md',
]
  .map((f) => path.join(root, f))
  .filter((f) => existsSync(f))
  .concat(markdownFiles(path.join(root, 'docs')));

let broken = 0;
for (const file of files) {
  for (const target of links(file)) {
    const [ref, anchor] = target.split('#');
    const resolved = ref ? path.resolve(path.dirname(file), ref) : file;
    const where = `${path.relative(root, file)}: (${target})`;
    if (!existsSync(resolved)) {
      // The spec lives beside the repository on the team's machines.
      if (!resolved.startsWith(root + path.sep)) continue;
      console.log(`${where}: no such file`);
      broken++;
    } else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
      if (!anchors(resolved).has(anchor)) {
        console.log(`${where}: no heading #${anchor}`);
        broken++;
      }
    }
  }
}

/** Repository paths quoted as inline code: `backend/src/x.ts`, `libs/ui/`, `scripts/start.mjs`. */
const ROOTS = [
  'backend/',
  'libs/',
  'mfe-public/',
  'mfe-user/',
  'mfe-admin/',
  'shell/',
  'scripts/',
  'docs/',
  'deploy/',
  '.ci/',
];
function codePaths(file) {
  const found = [];
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    for (const m of line.matchAll(/`([^`\s]+)`/g)) {
      const quoted = m[1].replace(/[:#].*$/, '').replace(/[.,;]$/, '');
      if (!ROOTS.some((r) => quoted.startsWith(r))) continue;
      // Build output and installed packages exist only after a build or an install.
      if (/(^|\/)(dist|node_modules)(\/|$)/.test(quoted)) continue;
      // Patterns and placeholders (`<feature>`, `*`, `…`, `{a,b}`) name no one file.
      if (/[<>*…{}$]|\.\.\./.test(quoted)) continue;
      found.push(quoted);
    }
  }
  return found;
}
for (const file of files) {
  for (const quoted of codePaths(file)) {
    if (!existsSync(path.join(root, quoted))) {
      console.log(`${path.relative(root, file)}: \`${quoted}\`: no such file or folder`);
      broken++;
    }
  }
}

// The module map: one `### \`<module>\`` section per folder of backend/src/modules.
const modules = readdirSync(path.join(root, 'backend/src/modules'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const mapped = [
  ...readFileSync(path.join(root, 'docs/architecture.md'), 'utf8').matchAll(/^### `([\w-]+)`$/gm),
].map((m) => m[1]);
for (const name of modules.filter((m) => !mapped.includes(m))) {
  console.log(`docs/architecture.md: the module map has no section for backend module \`${name}\``);
  broken++;
}
for (const name of mapped.filter((m) => !modules.includes(m))) {
  console.log(
    `docs/architecture.md: the module map names \`${name}\`, which is not a backend module`,
  );
  broken++;
}

// The apps' feature folders are all named in docs/architecture.md's "Web apps and their features".
const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
for (const app of ['mfe-public', 'mfe-user', 'mfe-admin']) {
  const entry =
    new RegExp('^- `' + app + '` [\\s\\S]*?(?=\\n- `|\\n\\n)', 'm').exec(architecture)?.[0] ?? '';
  for (const feature of readdirSync(path.join(root, app, 'src/features'), {
    withFileTypes: true,
  })) {
    if (feature.isDirectory() && !entry.includes('`' + feature.name + '`')) {
      console.log(
        `docs/architecture.md: ${app}'s feature \`${feature.name}\` is not in "Web apps and their features"`,
      );
      broken++;
    }
  }
}

// docs/contracts.md lists every file of libs/contracts/src's folders.
const contractsDoc = readFileSync(path.join(root, 'docs/contracts.md'), 'utf8');
for (const folder of ['wire', 'rules', 'text', 'site']) {
  const line =
    new RegExp('^- `' + folder + '/`[\\s\\S]*?(?=\\n- `|\\n\\n)', 'm').exec(contractsDoc)?.[0] ??
    '';
  for (const entry of readdirSync(path.join(root, 'libs/contracts/src', folder))) {
    const name = entry.replace(/\.ts$/, '');
    if (!entry.endsWith('.ts') || name === 'index' || name.endsWith('.spec')) continue;
    if (!line.includes('`' + name + '`')) {
      console.log(`docs/contracts.md: libs/contracts/src/${folder}/${entry} is not listed`);
      broken++;
    }
  }
}
console.log(`${files.length} documents checked, ${broken} problem(s)`);
process.exit(broken ? 1 : 0);
