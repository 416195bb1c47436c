import { useQuery } from '@tanstack/react-query';
import type { ScreenFinding, ScreenKind, ScreenResponse } from '@kizuki/shared';
import { blockingFindingTypes, hasVisibleText } from '@kizuki/shared/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../api-client.ts';
import { complianceKeys } from './compliance-keys.ts';
import { flaggedPassages, type FlaggedPassage } from './finding-spans.ts';

const NO_FINDINGS: readonly ScreenFinding[] = [];

/** How long typing pauses before the text is screened: as the similar-posts check waits. */
export const SCREEN_PAUSE_MS = 400;

/** What the composer knows of its text's pre-screen (issue 19). */
export interface ScreenState {
  kind: ScreenKind;
  /** The text the findings are about: the committed text the screen last ran on. */
  screenedText: string;
  /**
   * The findings over `screenedText` that matter to this kind of text, merged into passages: on
   * the safety-case form only identifiers (the adverse event is its point).
   */
  passages: FlaggedPassage[];
  /** The passages that stop this kind of text from being submitted. */
  blocking: FlaggedPassage[];
  /** The text has changed since, or its screen is on its way: submitting waits for it. */
  checking: boolean;
  /** The screen could not be had (offline, refused): the server's own check still runs at submit. */
  unavailable: boolean;
}

/**
 * The pre-screen of a text being written: the server's rules over the committed text (`settled`,
 * from the field's useCommittedText: nothing mid-composition is sent), asked again whenever it
 * settles on something new, worded in the screen's language. A text with nothing visible is not
 * screened.
 */
export function useScreen(text: string, settled: string, kind: ScreenKind): ScreenState {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const wanted = hasVisibleText(settled);
  const query = useQuery({
    queryKey: complianceKeys.screen(kind, lang, settled),
    queryFn: ({ signal }) =>
      apiFetch<ScreenResponse>('/compliance/screen', {
        method: 'POST',
        body: { text: settled, kind },
        headers: { 'accept-language': lang },
        signal,
      }),
    enabled: wanted,
    // The rules may change (an admin saves a version): a text is screened again after a while.
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    retry: 1,
    meta: { ignoreErrors: true },
  });
  const findings = wanted ? query.data?.findings : undefined;
  const passages = useMemo(
    () =>
      flaggedPassages(settled, findings ?? NO_FINDINGS).filter((passage) =>
        blockingFindingTypes(kind).includes(passage.type),
      ),
    [settled, findings, kind],
  );
  return {
    kind,
    screenedText: settled,
    passages,
    // Every passage kept stops the text: the ones that do not were left out above.
    blocking: passages,
    checking: hasVisibleText(text) && (text !== settled || (wanted && query.isPending)),
    // Offline, TanStack Query holds the request (paused) until the connection returns: that is
    // "could not be had" too, or a composer could not send anything to the outbox (issue 23).
    unavailable: query.isError || query.fetchStatus === 'paused',
  };
}

/**
 * Whether the text may be submitted as far as the pre-screen goes: nothing that blocks it, and
 * its screen in (unless it could not be had: then the server decides, 400 complianceFindings).
 */
export function screenAllowsSubmit(screen: ScreenState): boolean {
  return screen.blocking.length === 0 && (!screen.checking || screen.unavailable);
}
