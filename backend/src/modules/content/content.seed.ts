import { readFileSync } from 'node:fs';
import {
  CONTENT_PAGES,
  contentProblem,
  type ContentDocuments,
  type ContentPageId,
} from '@yoga/contracts';

/**
 * The first content of each page (version 0, shown until the page is first published): the data files
 * `seed/<page>.json` beside this file, both languages in each (docs/content.md). Edit them by hand; the
 * build copies them into dist (scripts/build-backend.mjs). Each is read and checked against its page's
 * shape when the module loads: a broken seed fails the start, not a visitor's page.
 */
const SEEDS = readSeeds();

export function contentSeed<P extends ContentPageId>(page: P): ContentDocuments[P] {
  return SEEDS[page];
}

function readSeeds(): ContentDocuments {
  const read = (page: ContentPageId): [ContentPageId, unknown] => {
    const file = new URL(`./seed/${page}.json`, import.meta.url);
    const document: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const problem = contentProblem(page, document);
    if (problem) throw new Error(`content seed ${page}.json: ${problem.path}: ${problem.reason}`);
    return [page, document];
  };
  return Object.fromEntries(CONTENT_PAGES.map(read)) as unknown as ContentDocuments;
}
