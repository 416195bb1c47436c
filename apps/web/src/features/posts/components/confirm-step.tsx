import {
  Alert,
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { selfCheckItems, type SelfCheckItem, type WizardStep } from '@kizuki/shared/rules';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposerAction, ComposerState } from './composer-state.ts';
import { ColorDot } from '../../../components/color-dot.tsx';
import { SimilarPosts } from './similar-posts.tsx';
import { itemName } from '../../../lib/master-name.ts';
import { ComposerTextField } from './composer-text-field.tsx';
import type { useScreenedText } from '../../../lib/compliance/use-screened-text.ts';

/** SPEC.md section 2's confirm step: check the selection, enter the text, tick the self-check. */
export function ConfirmStep({
  steps,
  state,
  dispatch,
  kind,
  quotedId,
  screened,
}: {
  steps: WizardStep[];
  state: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  kind: 'post' | 'quote';
  quotedId?: number;
  /** The text's committed form and its pre-screen (one per composer: WizardDialog's). */
  screened: ReturnType<typeof useScreenedText>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Typography variant="body2" color="textSecondary">
        {t(state.startedFromText ? 'composer>>confirmHintTextFirst' : 'composer>>confirmHint')}
      </Typography>
      {state.suggested.length > 0 && (
        <Alert severity="info" icon={<AutoAwesomeOutlined fontSize="inherit" />}>
          {t('composer>>confirmSuggested')}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={t('composer>>confirmTitle')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {steps.map((step, index) => {
          const item = state.selected[step.key];
          const value = item ? itemName(item, i18n.language) : t('composer>>notApplicable');
          // Issue 23: a suggestion the writer has not confirmed yet: its step to open.
          const suggested = state.suggested.includes(step.key);
          return (
            <li key={step.key}>
              <Chip
                label={`${t(`wizard>>steps>>${step.label}`)}: ${value}${suggested ? t('composer>>suggestedMark') : ''}`}
                onClick={() => dispatch({ type: 'goTo', stepIndex: index })}
                variant={item && !suggested ? 'filled' : 'outlined'}
                color={suggested ? 'primary' : 'default'}
                icon={
                  suggested ? (
                    <AutoAwesomeOutlined fontSize="small" />
                  ) : item?.color ? (
                    <ColorDot color={item.color} />
                  ) : undefined
                }
              />
            </li>
          );
        })}
      </Box>
      <ComposerTextField state={state} dispatch={dispatch} screened={screened} source={kind} />
      {/* A quote shows its quoted post above every step instead (QuotedPostSummary). */}
      {!quotedId && <SimilarPosts settledText={screened.settled} />}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('composer>>selfCheckTitle')}
        </Typography>
        <FormGroup>
          {selfCheckItems(kind).map((item: SelfCheckItem) => (
            <FormControlLabel
              key={item}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { pt: 0.25 } }}
              control={
                <Checkbox
                  checked={state.checked.includes(item)}
                  onChange={() => dispatch({ type: 'toggleCheck', item })}
                />
              }
              label={t(`selfCheck>>${item}`)}
            />
          ))}
        </FormGroup>
      </Box>
    </Stack>
  );
}
