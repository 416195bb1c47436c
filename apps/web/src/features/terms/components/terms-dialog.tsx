import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@kizuki/shared';
import { InlineError } from '../../../components/inline-error.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { FOCUS_OUTLINE } from '../../../lib/theme.ts';
import { keepFocusInside, LanguageChoice, Notice, Tick } from './terms-dialog-parts.tsx';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { useCurrentTerms } from '../api/current-terms.ts';

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
 * Shown until the user has accepted the terms, over an otherwise empty screen. It cannot be
 * dismissed (nothing closes it but accepting), and the start button stays disabled until both
 * boxes are ticked. Drawn with the shell's own pieces and native checkboxes rather than MUI's
 * Dialog, Checkbox, List and ToggleButton: a first sign-in downloaded 25 KiB for them (issue 40).
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

  // Focus starts in the dialog, as a modal dialog's does: a screen reader reads its title first.
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => dialogRef.current?.focus(), []);
  // Accepted: the button stays off while the app behind it is drawn (the gate's pass, issue 40).
  const ready =
    agreedRules &&
    attendedBriefing &&
    publishedShown &&
    !acceptTerms.isPending &&
    !acceptTerms.isSuccess;

  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'rgba(0, 0, 0, 0.5)',
      }}
    >
      <Paper
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="terms-title"
        aria-describedby="terms-intro"
        tabIndex={-1}
        elevation={24}
        onKeyDown={keepFocusInside}
        sx={{
          // Native checkboxes follow the theme's light or dark.
          colorScheme: (theme) => theme.palette.mode,
          width: '100%',
          maxWidth: 600,
          maxHeight: 'calc(100dvh - 64px)',
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
          backgroundImage: 'none',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 3, py: 2 }}>
          <Typography id="terms-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('terms>>title')}
          </Typography>
          {/* The rules are read before anything else: in the person's language, chosen here. */}
          <LanguageChoice label={t('terms>>language')} />
        </Box>
        <Box
          sx={{
            flex: '1 1 auto',
            overflowY: 'auto',
            px: 3,
            py: 2,
            borderTop: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {versionChanged ? (
            <Notice role="status">{t('terms>>versionChanged')}</Notice>
          ) : user.termsVersion !== null ? (
            // Accepted before: this is a new version, and the person is told so and since when (a
            // version carries no summary of its changes: its text is read whole).
            <Box data-terms-updated>
              <Notice role="alert">
                {published.data
                  ? t('terms>>updatedOn', {
                      date: tokyoDate(published.data.publishedAt, settings.lang),
                    })
                  : t('terms>>updated')}
              </Notice>
            </Box>
          ) : null}
          {needsPublished && published.isError ? (
            <InlineError
              message={t('lists>>loadFailed')}
              onRetry={() => void published.refetch()}
            />
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
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {RULE_KEYS.map((key) => (
                  <Box
                    component="li"
                    key={key}
                    sx={{ display: 'flex', gap: 1, py: 0.5, typography: 'body2' }}
                  >
                    <CheckCircleOutline
                      fontSize="small"
                      color="primary"
                      sx={{ mt: 0.25, flexShrink: 0 }}
                    />
                    {/* No short fragment left alone on a rule's last line. */}
                    <Box component="span" sx={{ textWrap: 'pretty' }}>
                      {t(`terms>>rules>>${key}`)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
            <Tick
              checked={agreedRules}
              onChange={setAgreedRules}
              label={t(publishedText ? 'terms>>agreeTerms' : 'terms>>agreeRules')}
            />
            <Tick
              checked={attendedBriefing}
              onChange={setAttendedBriefing}
              label={t('terms>>attendedBriefing')}
            />
          </Box>
        </Box>
        <Box sx={{ px: 3, py: 2 }}>
          <ButtonBase
            disabled={!ready}
            focusRipple
            onClick={() => acceptTerms.mutate()}
            sx={{
              width: '100%',
              minHeight: 48,
              borderRadius: 1,
              typography: 'button',
              fontSize: '0.9375rem',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              boxShadow: 2,
              '@media (hover: hover)': { '&:hover': { bgcolor: 'primary.dark' } },
              '&.Mui-focusVisible': { boxShadow: 6, ...FOCUS_OUTLINE, outlineOffset: 2 },
              '&.Mui-disabled': {
                bgcolor: 'action.disabledBackground',
                color: 'action.disabled',
                boxShadow: 'none',
              },
            }}
          >
            {t('terms>>start')}
          </ButtonBase>
        </Box>
      </Paper>
    </Box>
  );
}
