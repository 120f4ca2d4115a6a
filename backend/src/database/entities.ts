/** Every TypeORM entity, listed once (ESM: no globs). Features add theirs here. */
export const ENTITIES: Function[] = [];
