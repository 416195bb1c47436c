import type { SafetyCaseSource } from '@kizuki/shared';
import { ReportableFindings } from './reportable-findings.tsx';
import { ScreenedTextInput, type ScreenedTextInputProps } from './screened-text-input.tsx';

export type ScreenedTextFieldProps = Omit<ScreenedTextInputProps, 'findings'> & {
  /**
   * Offers to report a possible adverse event found in the text to the safety department, as a
   * case from this composer, about this product (the writer may change it).
   */
  safetyCase?: { source: SafetyCaseSource; product?: string };
};

/**
 * A composer's text field screened as it is typed (screened-text-input.tsx), its findings listed
 * below with the way to report a possible adverse event among them (reportable-findings.tsx).
 */
export function ScreenedTextField({ safetyCase, ...input }: ScreenedTextFieldProps) {
  return (
    <ScreenedTextInput
      {...input}
      findings={(id, current) => (
        <ReportableFindings
          id={id}
          screen={input.screen}
          current={current}
          safetyCase={safetyCase}
        />
      )}
    />
  );
}
