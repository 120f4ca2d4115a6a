/** MySQL migrations in order. Generate new ones with `npm run migration:generate`. */
export const MIGRATIONS: Function[] = [];
