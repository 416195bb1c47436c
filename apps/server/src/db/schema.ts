/**
 * The database's tables, one file per part of the product (drizzle-kit reads the folder, see
 * drizzle.config.ts). Imported from here, so that nobody needs to know which file holds a table.
 */
export * from './schema/columns.ts';
export * from './schema/people.ts';
export * from './schema/work.ts';
export * from './schema/content.ts';
export * from './schema/polls.ts';
export * from './schema/compliance.ts';
export * from './schema/insights.ts';
export * from './schema/usage.ts';
export * from './schema/saved-searches.ts';
export * from './schema/operations.ts';
