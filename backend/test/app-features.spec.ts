import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpStatus } from '@nestjs/common';
import { API_ERROR_CODES } from '@yoga/contracts';
import { APP_ERROR_STATUS, ERROR_OWNERS } from '../src/app.errors.js';
import { APP_FEATURES } from '../src/app.features.js';
import { APP_ENTITIES, APP_MIGRATIONS } from '../src/app.schema.js';
import { collectErrorStatuses, errorCodesSource } from '../src/common/errors/error-status.js';

/** ADR 0018: the app lists each feature module once, and collects everything else from that list. */
const here = path.dirname(fileURLToPath(import.meta.url));
const moduleFolders = readdirSync(path.resolve(here, '../src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name);

describe('the app’s list of feature modules (app.features.ts)', () => {
  it('has every folder of src/modules once, by its name, each with its own Nest module', () => {
    const names = APP_FEATURES.map((feature) => feature.name);
    expect([...names].sort()).toEqual([...moduleFolders].sort());
    expect(new Set(APP_FEATURES.map((feature) => feature.module)).size).toBe(APP_FEATURES.length);
  });

  it('gives the data source every module’s entities and migrations, each once', () => {
    for (const feature of APP_FEATURES) {
      for (const entity of 'entities' in feature ? feature.entities : []) {
        expect(APP_ENTITIES).toContain(entity);
      }
      for (const migration of 'migrations' in feature ? feature.migrations : []) {
        expect(APP_MIGRATIONS.filter((m) => m === migration)).toHaveLength(1);
      }
    }
    expect(new Set(APP_ENTITIES).size).toBe(APP_ENTITIES.length);
  });

  it('knows an owner and a status for every code of API_ERROR_CODES, and no other code', () => {
    expect(Object.keys(APP_ERROR_STATUS).sort()).toEqual([...API_ERROR_CODES].sort());
    expect(ERROR_OWNERS[0].owner).toBe('common');
    expect(APP_ERROR_STATUS.gift_not_found).toBe(HttpStatus.NOT_FOUND);
  });
});

describe('collectErrorStatuses', () => {
  it('joins the owners’ codes, and fails at start on a code declared twice or not shaped as a code', () => {
    expect(collectErrorStatuses({ a_b: 400 }, { c: 404 })).toEqual({ a_b: 400, c: 404 });
    expect(() => collectErrorStatuses({ same: 400 }, { same: 409 })).toThrow(
      'error code same is declared twice',
    );
    expect(() => collectErrorStatuses({ 'Not a code': 400 })).toThrow('is not lower snake case');
  });

  it('writes the generated list grouped by owner, in order', () => {
    const source = errorCodesSource(
      [
        { owner: 'common', errors: { bad_request: 400 } },
        { owner: 'gifts', errors: { gift_own: 409, gift_refunded: 409 } },
      ],
      ['made by a test'],
    );
    expect(source).toBe(
      [
        '// made by a test',
        '',
        'export const API_ERROR_CODES = [',
        '  // common',
        "  'bad_request',",
        '  // gifts',
        "  'gift_own',",
        "  'gift_refunded',",
        '] as const;',
        '',
      ].join('\n'),
    );
  });
});
