// Without the CSS-variables theme's code, which this theme does not use (issue 40).
import createTheme from '@kizuki/mui-no-vars/createThemeNoVars';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages.ts';

/** SPEC.md section 9: layout constants, defined here once. */
export const BOTTOM_NAV_HEIGHT = 80;
export const TOOLBAR_MIN_HEIGHT = 48;
/** The smallest box a finger can hit reliably (Apple's 44 pt; issue 39). */
export const TAP_TARGET_PX = 44;

/**
 * Keyboard focus on the app's own tabs and buttons (ButtonBase draws none but a faint ripple): a
 * 2 px outline in the primary colour, inside the control's box.
 */
export const FOCUS_OUTLINE = {
  outline: 2,
  outlineColor: 'primary.main',
  outlineOffset: -2,
} as const;

/** SPEC.md section 9: the theme colours. */
export const THEME_COLORS = {
  light: { background: '#F2F2F7', paper: '#ffffff' },
  dark: { background: '#16191f', paper: '#2a2e33' },
} as const;

export type ThemeMode = keyof typeof THEME_COLORS;

/** Japanese first: the platform's Japanese UI font, then Noto Sans JP, then the system font. */
const FONT_FAMILY = [
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Yu Gothic UI"',
  'Meiryo',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ');

/**
 * The words MUI's own components say (the Autocomplete's buttons), in each language: the few the
 * app uses, instead of MUI's whole locale objects on the first screen.
 */
const MUI_STRINGS = {
  ja: {
    clearText: 'クリア',
    closeText: '閉じる',
    openText: '開く',
    noOptionsText: '候補がありません',
    loadingText: '読み込み中…',
  },
  en: {
    clearText: 'Clear',
    closeText: 'Close',
    openText: 'Open',
    noOptionsText: 'No options',
    loadingText: 'Loading…',
  },
} as const satisfies Record<Language, object>;

export function createAppTheme(mode: ThemeMode, language: Language = DEFAULT_LANGUAGE) {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#0b57d0' : '#8ab4f8' },
      // MUI's orange (#ed6c02) is 3.1:1 on white: too faint for small text such as "in review".
      // This one is 5.1:1 on white; dark mode keeps MUI's lighter orange.
      ...(mode === 'light' ? { warning: { main: '#b35400' } } : {}),
      // MUI's light blue (#0288d1) carries white text at 3.9:1 (an info toast, found in the walk
      // of issue 24); this darker one is 4.8:1.
      ...(mode === 'light' ? { info: { main: '#0277bd' } } : {}),
      // MUI's dark red (#f44336) carries white text at 3.7:1, too faint for a button's label
      // ("Delete" in a confirmation, found by axe in the walk of issue 23); this lighter red takes
      // dark text at about 9:1 and is 7:1 as text on the dark background (a toast draws on it
      // too: toast-host.tsx).
      ...(mode === 'dark' ? { error: { main: '#f28b82' } } : {}),
      background: { default: THEME_COLORS[mode].background, paper: THEME_COLORS[mode].paper },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_FAMILY,
      // Japanese text reads better with more leading and a touch of tracking.
      body1: { lineHeight: 1.75, letterSpacing: '0.02em' },
      body2: { lineHeight: 1.7, letterSpacing: '0.02em' },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.02em' },
    },
    components: {
      // The full-screen dialogs' bars (the composer, the filters); the page header sets its own.
      MuiToolbar: { styleOverrides: { root: { minHeight: TOOLBAR_MIN_HEIGHT } } },
      MuiAutocomplete: { defaultProps: MUI_STRINGS[language] },
      // Tap targets: buttons and icon buttons are at least 44 px, set here once so that nothing
      // grows after it is drawn.
      MuiButton: { styleOverrides: { root: { minHeight: TAP_TARGET_PX } } },
      MuiToggleButton: { styleOverrides: { root: { minHeight: TAP_TARGET_PX } } },
      MuiIconButton: {
        styleOverrides: { root: { minWidth: TAP_TARGET_PX, minHeight: TAP_TARGET_PX } },
      },
      // A chip keeps its 32 px look (rows of filters stay compact); a clickable one reaches
      // 44 px with an invisible band above and below it, as Material's own touch targets do.
      MuiChip: {
        styleOverrides: {
          root: {
            '&.MuiChip-clickable, &.MuiChip-deletable': {
              position: 'relative',
              overflow: 'visible',
            },
            '&.MuiChip-clickable::before, &.MuiChip-deletable::before': {
              content: '""',
              position: 'absolute',
              left: 0,
              right: 0,
              top: '50%',
              height: TAP_TARGET_PX,
              transform: 'translateY(-50%)',
            },
          },
        },
      },
      // The dark theme's paper is lighter at each elevation (MUI's overlay); a dialog is drawn in
      // the app's own paper colour instead, not a lighter grey than the screen's cards.
      MuiDialog: { styleOverrides: { paper: { backgroundImage: 'none' } } },
    },
  });
}
