import { Box, ButtonBase, Paper, Typography, type SxProps, type Theme } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@kizuki/shared';
import { InlineError } from '../../../components/inline-error.tsx';
import { LANGUAGES, type Language } from '../../../lib/i18n/languages.ts';
import { settingsStore, useSettings } from '../../../lib/settings.ts';
import { TAP_TARGET_PX } from '../../../lib/theme.ts';
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

/** A notice at the top of the dialog: why the terms are shown again. */
function Notice({ children, ...props }: { children: ReactNode; role?: string }) {
  return (
    <Box
      {...props}
      sx={{
        display: 'flex',
        gap: 1.5,
        mb: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        typography: 'body2',
        '& > svg': { color: 'info.main', flexShrink: 0 },
      }}
    >
      <InfoOutlined fontSize="small" />
      <span>{children}</span>
    </Box>
  );
}

/** A box to tick, with its words: the whole line is the tap target. */
function Tick({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: TAP_TARGET_PX,
        typography: 'body2',
        cursor: 'pointer',
        '& input': { width: 20, height: 20, m: 0, flexShrink: 0, accentColor: 'currentColor' },
        '& input:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        color: 'primary.main',
        '& span': { color: 'text.primary' },
      }}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </Box>
  );
}

const LANGUAGE_BUTTON_SX: SxProps<Theme> = {
  minHeight: TAP_TARGET_PX,
  px: 1.5,
  typography: 'button',
  color: 'text.secondary',
  border: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderRadius: '12px 0 0 12px' },
  '&:last-of-type': { borderRadius: '0 12px 12px 0', ml: '-1px' },
  '&[aria-pressed="true"]': { color: 'primary.main', bgcolor: 'action.selected' },
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
};

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
  const ready = agreedRules && attendedBriefing && publishedShown && !acceptTerms.isPending;

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
        sx={{
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
          <Box role="group" aria-label={t('terms>>language')} sx={{ display: 'flex' }}>
            {LANGUAGES.map((lang) => (
              <ButtonBase
                key={lang}
                lang={lang}
                aria-pressed={settings.lang === lang}
                onClick={() => settingsStore.update({ lang })}
                sx={LANGUAGE_BUTTON_SX}
              >
                {LANGUAGE_NAMES[lang]}
              </ButtonBase>
            ))}
          </Box>
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
              <Notice>
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
                    <span>{t(`terms>>rules>>${key}`)}</span>
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
            onClick={() => acceptTerms.mutate()}
            sx={{
              width: '100%',
              minHeight: 48,
              borderRadius: 1,
              typography: 'button',
              fontSize: '0.9375rem',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '@media (hover: hover)': { '&:hover': { bgcolor: 'primary.dark' } },
              '&.Mui-focusVisible': { bgcolor: 'primary.dark' },
              '&.Mui-disabled': { bgcolor: 'action.disabledBackground', color: 'action.disabled' },
            }}
          >
            {t('terms>>start')}
          </ButtonBase>
        </Box>
      </Paper>
    </Box>
  );
}
