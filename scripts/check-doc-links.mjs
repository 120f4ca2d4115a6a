#!/usr/bin/env node
// Checks the links between the documents: every relative link of README.md, backend/README.md, the apps'
// READMEs and docs/**/*.md points at a file that exists, and a `#anchor` at a heading of that file (GitHub's
// slugs). Prints each broken link and exits 1 when there is one. Usage: node scripts/check-doc-links.mjs
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
console.log(`${files.length} documents checked, ${broken} broken link(s)`);
process.exit(broken ? 1 : 0);
