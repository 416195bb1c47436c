/*
 * What the pre-screen's findings stop (issue 19), zod-free so that the browser bundle may import
 * it at run time (@kizuki/shared/rules): the composer's submit button and the server's checks
 * follow the same rule.
 */

/**
 * Where a text is screened: the composer it is typed in. `question` is an inquiry's question;
 * `safetyCase` the safety-case form, where the adverse event is the point and only identifiers
 * stop it.
 */
export const SCREEN_KINDS = [
  'post',
  'reply',
  'quote',
  'answer',
  'rejectionReason',
  'question',
  'safetyCase',
] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];

export const SCREEN_FINDING_TYPES = ['adverseEvent', 'identifier'] as const;
export type ScreenFindingType = (typeof SCREEN_FINDING_TYPES)[number];

/** The kinds whose text is never published, where only identifiers stop it. */
const UNPUBLISHED_KINDS: readonly ScreenKind[] = ['safetyCase', 'rejectionReason', 'question'];

/**
 * The finding types that stop a text of this kind from being submitted: an identifier anywhere (it
 * is stored and read by others); a possible adverse event in what is published (a post, a reply, a
 * quote, an answer), not in the safety-case form, which exists to carry it, nor in a reason for
 * returning content or an inquiry's question, which may have to name the event to ask about it.
 */
export function blockingFindingTypes(kind: ScreenKind): readonly ScreenFindingType[] {
  return UNPUBLISHED_KINDS.includes(kind) ? ['identifier'] : SCREEN_FINDING_TYPES;
}

/**
 * Whether a possible adverse event stops a text of this kind: where the event classifier reads it
 * (pre-screen.ts) and where the server logs its model (screen-worker.ts).
 */
export function eventsBlock(kind: ScreenKind): boolean {
  return blockingFindingTypes(kind).includes('adverseEvent');
}

/** The findings that stop a text of this kind (blockingFindingTypes). */
export function findingsThatBlock<T extends { type: ScreenFindingType }>(
  kind: ScreenKind,
  findings: readonly T[],
): T[] {
  const blocking = blockingFindingTypes(kind);
  return findings.filter((finding) => blocking.includes(finding.type));
}
