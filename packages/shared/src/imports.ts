import { COLLECTIONS } from './wizard.ts';

/** Every kind of file the import reads and the export writes: people, offices, the nine collections. */
export const IMPORT_KINDS = ['users', 'organizations', ...COLLECTIONS] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
