import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_PAGES, type ContentDocuments } from '@yoga/contracts';

/*
 * The content documents as a fresh start serves them (`@yoga/testing/content-seed`): the backend's seed
 * files, backend/src/modules/content/seed/<page>.json. The public pages draw their words from these; a
 * unit test gives them to a page as the server does (`ContentProvider`). Node's fs: Jest only.
 */
const SEED_DIR = path.resolve(__dirname, '../../../backend/src/modules/content/seed');

export function seededContent(): ContentDocuments {
  return Object.fromEntries(
    CONTENT_PAGES.map((page) => [
      page,
      JSON.parse(readFileSync(path.join(SEED_DIR, `${page}.json`), 'utf8')) as unknown,
    ]),
  ) as unknown as ContentDocuments;
}
