/** Stable error codes. The client turns a code into a translated message; never parse `message`. */
export const ERROR_CODES = [
  'validation',
  /** 400: the compliance pre-screen found an identifier or a possible adverse event (issue 19). */
  'complianceFindings',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'invalidTransition',
  'noApprover',
  /** 409: a safety case has nobody to go to (the unit has no safety contact and no admin). */
  'noSafetyContact',
  'ownContent',
  /** 409: the caller already keeps the most of something allowed (20 saved searches). */
  'limitReached',
  'idempotencyKeyReused',
  'userNotFound',
  'termsNotAccepted',
  /** 403: an admin deactivated the caller (issue 20); every request of theirs answers it. */
  'userDeactivated',
  'payloadTooLarge',
  'rateLimited',
  'serviceUnavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What a refusal's issue may say beyond "this field is wrong" (issue 42): the client words these
 * itself and never guesses a meaning from a status.
 */
export const FIELD_ISSUE_CODES = [
  /** 409: an item's or an organization's code, or a person's e-mail, exists already. */
  'taken',
  /** 400: another item of the unit is found by this synonym already (`item` names it). */
  'synonymTaken',
  /**
   * 400: a classification item an admin retired since the writer chose it; 409: an organization
   * an import files someone new under, retired since the file was checked.
   */
  'retiredItem',
  /** 409: an organization with active people filed under it (`activePeople`) is not retired. */
  'hasActivePeople',
  /** 409: the change would leave the unit with no active admin. */
  'lastAdmin',
  /** 409: an admin deactivating themself or taking away their own admin rights. */
  'ownAccount',
  /** 409: what the change was based on was replaced meanwhile (`currentVersion` is in force). */
  'overtaken',
  /** 400: a pre-screen rule's pattern that does not compile, or a pattern or table too slow. */
  'invalidPattern',
  'slowPattern',
  'patternMemory',
  'slowTable',
  'slowOnText',
] as const;
export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];

/**
 * One thing a refusal names (a 400's issues, a 409's): the part of the request (`body.code`,
 * `querystring.limit`, `params.id`), why in English for a log, and where the client words it
 * itself, a code with the facts it needs.
 */
export interface FieldIssue {
  field: string;
  message: string;
  code?: FieldIssueCode;
  /** synonymTaken: the synonym, and the item it names already. */
  synonym?: string;
  item?: { code: string; nameJa: string; nameEn: string };
  /** hasActivePeople: how many. */
  activePeople?: number;
  /** overtaken: the version in force now. */
  currentVersion?: number;
}

export interface ErrorResponse {
  /**
   * `details`: the issues (FieldIssue[]) of a refusal that names the request's parts (400
   * validation, the 409s about a field); `{ field, findings }` of 400 complianceFindings;
   * `{ limit }` of 409 limitReached.
   */
  error: { code: ErrorCode; message: string; details?: unknown };
}
