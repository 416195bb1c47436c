import { countedLength, MAX_POST_LENGTH } from '@kizuki/shared/rules';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerAction, ComposerState } from './composer-state.ts';
import {
  ScreenedTextField,
  type ScreenedTextFieldProps,
} from '../../../components/compliance/screened-text-field.tsx';
import type { useScreenedText } from '../../../lib/compliance/use-screened-text.ts';

/**
 * The composer's text: one field for the text-first step and the confirm step (the same state,
 * pre-screen, counter and safety-case link), so the two cannot drift apart.
 */
export function ComposerTextField({
  state,
  dispatch,
  screened,
  safetyCase,
  autoFocus,
}: {
  state: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  /** The text's committed form and its pre-screen (one per composer: WizardDialog's). */
  screened: ReturnType<typeof useScreenedText>;
  safetyCase: ScreenedTextFieldProps['safetyCase'];
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ScreenedTextField
      label={t('composer>>text')}
      minRows={5}
      value={state.text}
      onChange={(event) => dispatch({ type: 'setText', text: event.target.value })}
      composition={screened.composition}
      screen={screened.screen}
      safetyCase={safetyCase}
      helperText={`${t('composer>>textHelper')}${t('composer>>textCount', {
        length: countedLength(state.text),
        max: MAX_POST_LENGTH,
      })}`}
      slotProps={{ htmlInput: { maxLength: MAX_POST_LENGTH } }}
      fullWidth
      autoFocus={autoFocus}
    />
  );
}
