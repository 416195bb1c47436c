import type { SafetyCaseSource } from '@kizuki/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sentencesWith } from '../../lib/compliance/finding-spans.ts';
import type { ScreenState } from '../../lib/compliance/use-screen.ts';
import { SafetyCaseDialog } from './safety-case-dialog.tsx';
import { ScreenFindings } from './screen-findings.tsx';

/**
 * The pre-screen's findings with the way to report a possible adverse event among them to the
 * safety department (the form starts from the sentences that hold it), and what was reported.
 * Below a field being typed in, and below content an approver reads.
 */
export function ReportableFindings({
  id,
  screen,
  current,
  safetyCase,
  audience,
}: {
  id?: string;
  screen: ScreenState;
  current?: boolean;
  audience?: 'writer' | 'reviewer';
  /** Where a case would come from, and its product, if reporting is offered here. */
  safetyCase?: { source: SafetyCaseSource; product?: string };
}) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  return (
    <>
      <ScreenFindings
        id={id}
        screen={screen}
        current={current}
        onReportSafety={safetyCase ? () => setReporting(true) : undefined}
        reported={reported}
        audience={audience}
      />
      {reporting && safetyCase && (
        <SafetyCaseDialog
          source={safetyCase.source}
          initialProduct={safetyCase.product}
          initialWhatHappened={sentencesWith(
            screen.screenedText,
            screen.passages,
            t('compliance>>removed'),
          )}
          onClose={() => setReporting(false)}
          onReported={() => {
            setReported(true);
            setReporting(false);
          }}
        />
      )}
    </>
  );
}
