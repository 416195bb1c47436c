import { alpha, Box, ButtonBase, type SxProps, type Theme } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { LANGUAGES, type Language } from '../../../lib/i18n/languages.ts';
import { settingsStore, useSettings } from '../../../lib/settings.ts';
import { FOCUS_OUTLINE, TAP_TARGET_PX } from '../../../lib/theme.ts';

/*
 * The terms dialog's pieces, drawn with the shell's own components (issue 40): a notice, a box to
 * tick, the choice of language, and the dialog's keyboard trap.
 */

/** Each language named in itself, so a person who cannot read the other one finds theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { ja: '日本語', en: 'English' };

/**
 * A notice at the top of the dialog (why the terms are shown again), on MUI's info colour: a
 * tinted box without Alert's icon, which cost a first sign-in more than the budget left.
 */
export function Notice({ children, role }: { children: ReactNode; role: 'alert' | 'status' }) {
  return (
    <Box
      role={role}
      sx={{
        mb: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderInlineStart: 4,
        borderColor: 'info.main',
        bgcolor: (theme) => alpha(theme.palette.info.main, 0.12),
        typography: 'body2',
      }}
    >
      {children}
    </Box>
  );
}

/** Tab and Shift+Tab stay inside the dialog, as in any modal dialog. */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), input, [href]'),
  ];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A box to tick, with its words: the whole line is the tap target. */
export function Tick({
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
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: TAP_TARGET_PX,
        ...theme.typography.body2,
        cursor: 'pointer',
        // Ticked in the app's blue, as its other controls are.
        '& input': {
          width: 20,
          height: 20,
          m: 0,
          flexShrink: 0,
          accentColor: theme.palette.primary.main,
        },
        '& input:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
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
  // Narrow enough that the Japanese title and both buttons share a row at 390 px.
  px: 1.25,
  typography: 'button',
  color: 'text.secondary',
  border: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderRadius: '12px 0 0 12px' },
  '&:last-of-type': { borderRadius: '0 12px 12px 0', ml: '-1px' },
  // As MUI's standard ToggleButton marks the chosen one.
  '&[aria-pressed="true"]': { color: 'text.primary', bgcolor: 'action.selected' },
  '&.Mui-focusVisible': FOCUS_OUTLINE,
};

/** The rules are read before anything else: in the person's language, chosen here. */
export function LanguageChoice({ label }: { label: string }) {
  const settings = useSettings();
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex' }}>
      {LANGUAGES.map((lang) => (
        <ButtonBase
          key={lang}
          lang={lang}
          aria-pressed={settings.lang === lang}
          onClick={() => settingsStore.update({ lang })}
          focusRipple
          sx={LANGUAGE_BUTTON_SX}
        >
          {LANGUAGE_NAMES[lang]}
        </ButtonBase>
      ))}
    </Box>
  );
}
