import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@kizuki/shared';
import { InlineError } from '../../../components/inline-error.tsx';
import { LANGUAGES, type Language } from '../../../lib/i18n/languages.ts';
import { settingsStore, useSettings } from '../../../lib/settings.ts';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { useCurrentTerms } from '../api/current-terms.ts';

/** Each language named in itself, so a person who cannot read the other one finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { ja: '日本語', en: 'English' };

/** The day a version was published, in Tokyo, written out ("2026年11月20日", "November 20, 2026"). */
function tokyoDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Asia/Tokyo' }).format(
    new Date(iso),
  );
}

/** The rules of SPEC.md section 1, in the order the specification states them. */
const RULE_KEYS = [
  'noExternalUse',
  'competitorOnly',
  'noOwnCompany',
  'noIdentification',
  'noDefamation',
  'noAdverseEvents',
  'principleBased',
] as const;

/**
 * Shown until the user has accepted the terms. It has no onClose: neither the backdrop nor Escape
 * dismisses it, and the start button stays disabled until both boxes are ticked.
 */
export function TermsDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const [agreedRules, setAgreedRules] = useState(false);
  const [attendedBriefing, setAttendedBriefing] = useState(false);
  const acceptTerms = useAcceptTerms(user);
  const settings = useSettings();
  const published = useCurrentTerms(user.currentTermsVersion);
  // An admin's text (issue 20) in the language chosen here; none: the app's own rules. Nobody
  // accepts a version whose text did not arrive: the button waits for it (and for a retry).
  const needsPublished = user.currentTermsVersion > 1;
  const publishedShown = !needsPublished || published.data?.version === user.currentTermsVersion;
  const publishedText = needsPublished
    ? ((settings.lang === 'en' ? published.data?.textEn : published.data?.textJa) ?? null)
    : null;
  // A newer version published while the dialog is open (the server answers 409 and the user is
  // read again): the ticks were given to the older text, so they are cleared and the person is told
  // why the button did nothing, rather than finding out on a second click.
  const [shownVersion, setShownVersion] = useState(user.currentTermsVersion);
  const [versionChanged, setVersionChanged] = useState(false);
  if (user.currentTermsVersion !== shownVersion) {
    setShownVersion(user.currentTermsVersion);
    setVersionChanged(true);
    setAgreedRules(false);
    setAttendedBriefing(false);
  }

  return (
    <Dialog
      open
      aria-labelledby="terms-title"
      aria-describedby="terms-intro"
      scroll="paper"
      fullWidth
    >
      <DialogTitle
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        component="div"
      >
        <Typography id="terms-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('terms>>title')}
        </Typography>
        {/* The rules are read before anything else: in the person's language, chosen here. */}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={settings.lang}
          aria-label={t('settings>>language')}
          onChange={(_event, lang: Language | null) => {
            if (lang) settingsStore.update({ lang });
          }}
        >
          {LANGUAGES.map((lang) => (
            <ToggleButton key={lang} value={lang} lang={lang} sx={{ px: 1.5 }}>
              {LANGUAGE_NAMES[lang]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </DialogTitle>
      <DialogContent dividers>
        {versionChanged ? (
          <Alert severity="info" role="status" sx={{ mb: 1.5 }}>
            {t('terms>>versionChanged')}
          </Alert>
        ) : user.termsVersion !== null ? (
          // Accepted before: this is a new version, and the person is told so and since when (a
          // version carries no summary of its changes: its text is read whole).
          <Alert severity="info" sx={{ mb: 1.5 }} data-terms-updated>
            {published.data
              ? t('terms>>updatedOn', {
                  date: tokyoDate(published.data.publishedAt, settings.lang),
                })
              : t('terms>>updated')}
          </Alert>
        ) : null}
        {needsPublished && published.isError ? (
          <InlineError message={t('lists>>loadFailed')} onRetry={() => void published.refetch()} />
        ) : needsPublished && published.isPending ? (
          // Held open at about the height of the text, so that nothing jumps when it comes.
          <Box id="terms-intro" aria-busy sx={{ minHeight: '10rem' }} />
        ) : publishedText ? (
          <Typography
            id="terms-intro"
            variant="body2"
            lang={settings.lang}
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {publishedText}
          </Typography>
        ) : (
          <>
            <Typography id="terms-intro" variant="body2" sx={{ mb: 1 }}>
              {t('terms>>intro')}
            </Typography>
            <List dense disablePadding>
              {RULE_KEYS.map((key) => (
                <ListItem key={key} disableGutters alignItems="flex-start">
                  <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                    <CheckCircleOutline fontSize="small" color="primary" />
                  </ListItemIcon>
                  <ListItemText primary={t(`terms>>rules>>${key}`)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreedRules}
                onChange={(event) => setAgreedRules(event.target.checked)}
              />
            }
            label={t(publishedText ? 'terms>>agreeTerms' : 'terms>>agreeRules')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={attendedBriefing}
                onChange={(event) => setAttendedBriefing(event.target.checked)}
              />
            }
            label={t('terms>>attendedBriefing')}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!agreedRules || !attendedBriefing || !publishedShown || acceptTerms.isPending}
          onClick={() => acceptTerms.mutate()}
        >
          {t('terms>>start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
