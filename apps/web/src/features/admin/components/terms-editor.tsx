import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import type { TermsVersion } from '@kizuki/shared';
import { hasVisibleText, MAX_TERMS_TEXT_LENGTH } from '@kizuki/shared/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailSkeleton } from '../../../components/query-detail.tsx';
import { InlineError } from '../../../components/inline-error.tsx';
import { refusalOf } from '../../../lib/refusal.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { fullDateTime } from '../../../lib/format-time.ts';
import { termsKeys } from '../../../lib/terms-keys.ts';
import { useToast } from '../../../lib/toast.tsx';
import { builtInTermsTexts, usePublishTerms, useTermsVersions } from '../api/terms-admin.ts';

/**
 * The terms of use of the unit (issue 20): the version in force, edited in both languages and
 * published as the next version, which everyone of the unit accepts before going on; the versions
 * before it. Version 1 is the app's own text: editing starts from it.
 */
export function TermsEditor() {
  const { t } = useTranslation();
  const versions = useTermsVersions();
  const builtIn = useQuery({
    queryKey: [...termsKeys.all, 'builtIn'],
    queryFn: builtInTermsTexts,
    staleTime: Infinity,
  });
  if (versions.isPending || builtIn.isPending) return <DetailSkeleton />;
  if (versions.isError || builtIn.isError) {
    return <InlineError message={t('lists>>loadFailed')} onRetry={() => void versions.refetch()} />;
  }
  const [current, ...earlier] = versions.data.data;
  return (
    <TermsForm key={current!.version} current={current!} earlier={earlier} builtIn={builtIn.data} />
  );
}

function TermsForm({
  current,
  earlier,
  builtIn,
}: {
  current: TermsVersion;
  earlier: TermsVersion[];
  /** The app's own text: where an admin's first version starts. */
  builtIn: { textJa: string; textEn: string };
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const publish = usePublishTerms();
  const [textJa, setTextJa] = useState(current.textJa ?? builtIn.textJa);
  const [textEn, setTextEn] = useState(current.textEn ?? builtIn.textEn);
  const [confirming, setConfirming] = useState(false);
  const [overtaken, setOvertaken] = useState(false);
  const startFromBuiltIn = () => {
    setTextJa(builtIn.textJa);
    setTextEn(builtIn.textEn);
  };
  // The app's own text (null) counts as what it says: publishing it unchanged is no new version.
  const changed =
    textJa.trim() !== (current.textJa ?? builtIn.textJa) ||
    textEn.trim() !== (current.textEn ?? builtIn.textEn);
  const valid = hasVisibleText(textJa) && hasVisibleText(textEn) && changed;
  const about = (version: TermsVersion) =>
    [
      t('admin>>terms>>version', { version: version.version }),
      fullDateTime(version.publishedAt, i18n.language),
      version.publishedBy ?? t('admin>>terms>>builtIn'),
    ].join(' · ');

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="body2" color="textSecondary">
        {t('admin>>terms>>hint')}
      </Typography>
      <Typography variant="subtitle2" data-terms-version={current.version}>
        {t('admin>>terms>>inForce', { about: about(current) })}
      </Typography>
      {overtaken && (
        <Alert
          severity="warning"
          role="status"
          action={
            // The newer version replaces this form: the text typed here is given up for it.
            <Button
              color="inherit"
              size="small"
              onClick={() => void queryClient.invalidateQueries({ queryKey: termsKeys.all })}
            >
              {t('admin>>terms>>showNewer')}
            </Button>
          }
        >
          {t('admin>>terms>>overtaken')}
        </Alert>
      )}
      <TextField
        label={t('admin>>terms>>textJa')}
        value={textJa}
        onChange={(event) => setTextJa(event.target.value)}
        multiline
        minRows={6}
        required
        slotProps={{ htmlInput: { maxLength: MAX_TERMS_TEXT_LENGTH, lang: 'ja' } }}
      />
      <TextField
        label={t('admin>>terms>>textEn')}
        value={textEn}
        onChange={(event) => setTextEn(event.target.value)}
        multiline
        minRows={6}
        required
        slotProps={{ htmlInput: { maxLength: MAX_TERMS_TEXT_LENGTH, lang: 'en' } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button startIcon={<RestartAltOutlined />} onClick={startFromBuiltIn}>
          {t('admin>>terms>>startFromBuiltIn')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PublishOutlined />}
          disabled={!valid || publish.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('admin>>terms>>publish')}
        </Button>
      </Box>
      {earlier.length > 0 && (
        <Paper elevation={0}>
          <List dense disablePadding aria-label={t('admin>>terms>>earlier')}>
            {earlier.map((version, index) => (
              <ListItem key={version.version} divider={index < earlier.length - 1}>
                <ListItemText primary={about(version)} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('admin>>terms>>confirmTitle', { version: current.version + 1 })}
          body={t('admin>>terms>>confirmBody')}
          action={t('admin>>terms>>publish')}
          pending={publish.isPending}
          onConfirm={() =>
            publish.mutate(
              { textJa: textJa.trim(), textEn: textEn.trim(), basedOnVersion: current.version },
              {
                onSuccess: () => {
                  setConfirming(false);
                  showToast('admin>>terms>>published');
                },
                onError: (error) => {
                  setConfirming(false);
                  if (refusalOf(error, 'basedOnVersion', 'overtaken')) setOvertaken(true);
                  else showFailure(error);
                },
              },
            )
          }
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
