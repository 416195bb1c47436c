import { COLLECTIONS } from './wizard.ts';

/** Every kind of file the import reads and the export writes: people, offices, the nine collections. */
export const IMPORT_KINDS = ['users', 'organizations', ...COLLECTIONS] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * What can be wrong with a line of an import file (issue 20): the report names the line, the
 * column and one of these, with its parameters, so that each screen words it in its language
 * (`admin>>files>>problems>>{problem}`) and the command line in English.
 */
export const IMPORT_PROBLEMS = [
  /** The file is not CSV at this line; `detail` is the parser's word (English, for logs). */
  'unreadable',
  /** Nothing at all, not even the header. */
  'empty',
  /** The header names `column` twice. */
  'columnTwice',
  /** The header lacks `columns`. */
  'missingColumns',
  'required',
  /** The value is not one of `options`. */
  'notOneOf',
  /** A number below `min`, or above `max`. */
  'tooSmall',
  'tooLarge',
  'notAnInteger',
  'notAnEmail',
  'notAColour',
  /** Anything else the column's rule refuses. */
  'invalid',
  /** The same key as the line `first`. */
  'duplicateLine',
  /** From the screen: the line's unit is not `unit`, the admin's. */
  'otherUnit',
  /** No organization `code` in `unit`. */
  'unknownOrganization',
  /** The organization `code` is retired: no one new is filed under it. */
  'retiredOrganization',
  /** No disease group `code` in `unit`. */
  'unknownDiseaseGroup',
  /** Not one of the unit's sub-groups, which are `options`. */
  'notASubGroup',
  /** The sub-group `id` is the disease group `holder`'s. */
  'subGroupHeld',
  /** Issue 23: the synonym `synonym` is already a name or synonym of the item `holder`. */
  'synonymTaken',
  /** From the screen: a person's role, organization or admin flag changes in the people list. */
  'changeInPeopleList',
] as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];
