import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_PROBLEMS } from '../imports.ts';

export { IMPORT_KINDS, IMPORT_PROBLEMS, type ImportKind, type ImportProblem } from '../imports.ts';

export const ImportKindParamsSchema = z.object({ kind: z.enum(IMPORT_KINDS) });

/** The largest file the screen uploads: some tens of thousands of lines. */
export const MAX_IMPORT_CHARACTERS = 2_000_000;

/**
 * POST /imports/{kind} (admins, issue 20): a CSV file of the kind, as the command line imports it,
 * limited to the admin's unit. `dryRun` checks it and says what would change, changing nothing.
 */
export const ImportBodySchema = z.strictObject({
  csv: z.string().max(MAX_IMPORT_CHARACTERS),
  dryRun: z.boolean().default(false),
});
export type ImportBody = z.input<typeof ImportBodySchema>;

/** One line of the file that changes what is stored: before (null: a new one) and after. */
export const ImportChangeSchema = z.object({
  line: z.number().int(),
  key: z.string(),
  before: z.record(z.string(), z.string()).nullable(),
  after: z.record(z.string(), z.string()),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

/**
 * One problem of one line (line 1: the header): the column it is in (null: the whole line), what is
 * wrong with its parameters for a screen to word, and `message`, the same in English.
 */
export const ImportLineErrorSchema = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  problem: z.enum(IMPORT_PROBLEMS),
  params: z.record(z.string(), z.string()),
  message: z.string(),
});
export type ImportLineError = z.infer<typeof ImportLineErrorSchema>;

/**
 * What an import did or, for a dry run, would do. A file with any bad line changes nothing: `ok`
 * is false and `errors` names each line. Otherwise the counts, and the first 200 changed lines.
 */
export const ImportReportSchema = z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  errors: z.array(ImportLineErrorSchema),
  counts: z
    .object({
      inserted: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
    })
    .nullable(),
  changes: z.array(ImportChangeSchema),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;
