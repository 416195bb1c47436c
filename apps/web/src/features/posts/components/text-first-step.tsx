import { Box, Chip, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import type { WizardStep } from '@kizuki/shared/rules';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerAction, ComposerState } from './composer-state.ts';
import { ColorDot } from '../../../components/color-dot.tsx';
import { itemName } from '../../../lib/master-name.ts';
import { ComposerTextField } from './composer-text-field.tsx';
import type { useScreenedText } from '../../../lib/compliance/use-screened-text.ts';

/**
 * Issue 23: the text first. As it is typed (once typing pauses) the steps it names are pre-selected
 * and listed here as suggested; the writer then walks the steps, confirming or changing each.
 */
export function TextFirstStep({
  steps,
  state,
  dispatch,
  screened,
}: {
  steps: WizardStep[];
  state: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  screened: ReturnType<typeof useScreenedText>;
}) {
  const { t, i18n } = useTranslation();
  const suggestedSteps = steps.filter(
    (step) => state.suggested.includes(step.key) && state.selected[step.key],
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="body2" color="textSecondary">
        {t('composer>>textFirstHint')}
      </Typography>
      <ComposerTextField
        state={state}
        dispatch={dispatch}
        screened={screened}
        source="post"
        autoFocus
      />
      <Box component="section" aria-labelledby="text-first-suggested">
        <Typography
          id="text-first-suggested"
          variant="subtitle2"
          component="h3"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 1 }}
        >
          <AutoAwesomeOutlined fontSize="small" color="primary" aria-hidden />
          {t('composer>>suggestedTitle')}
        </Typography>
        {/* Polite: the list changes as the writer pauses, never under their cursor. */}
        <Box aria-live="polite" sx={{ minHeight: 40 }}>
          {suggestedSteps.length === 0 ? (
            <Typography variant="body2" color="textSecondary">
              {t('composer>>suggestNone')}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            >
              {suggestedSteps.map((step) => {
                const item = state.selected[step.key]!;
                return (
                  <li key={step.key} data-suggested={step.key}>
                    <Chip
                      variant="outlined"
                      color="primary"
                      icon={item.color ? <ColorDot color={item.color} /> : undefined}
                      label={`${t(`wizard>>steps>>${step.label}`)}: ${itemName(item, i18n.language)}`}
                    />
                  </li>
                );
              })}
            </Box>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
