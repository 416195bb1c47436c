import { countedLength, MAX_POST_LENGTH } from '@kizuki/shared/rules';
import type { SafetyCaseSource } from '@kizuki/shared';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerAction, ComposerState } from './composer-state.ts';
import { ScreenedTextField } from '../../../components/compliance/screened-text-field.tsx';
import type { useScreenedText } from '../../../lib/compliance/use-screened-text.ts';
import { itemName } from '../../../lib/master-name.ts';

/**
 * The composer's text: one field for the text-first step and the confirm step (the same state,
 * pre-screen, counter and safety-case link), so the two cannot drift apart. A safety case starts
 * from the competitive product chosen so far, or suggested by the text (issue 39).
 */
export function ComposerTextField({
  state,
  dispatch,
  screened,
  source,
  autoFocus,
}: {
  state: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  /** The text's committed form and its pre-screen (one per composer: WizardDialog's). */
  screened: ReturnType<typeof useScreenedText>;
  /** Where a safety case reported from here comes from. */
  source: SafetyCaseSource;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const product = state.selected.competitiveProduct;
  return (
    <ScreenedTextField
      label={t('composer>>text')}
      minRows={5}
      value={state.text}
      onChange={(event) => dispatch({ type: 'setText', text: event.target.value })}
      composition={screened.composition}
      screen={screened.screen}
      safetyCase={{ source, product: product ? itemName(product, i18n.language) : undefined }}
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
