import { GlobalStyles } from '@mui/material';

/**
 * The page's base styles: what MUI's CssBaseline sets that the app relies on (box sizing, the
 * body's colours and type, font smoothing), plus Japanese line breaking and the theme's colour
 * scheme for native controls and scrollbars. CssBaseline also carries the CSS-variables theme's
 * colour-scheme handling, which this theme does not use (issue 40: 0.5 KiB of the first paint).
 */
export function AppBaseline() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        html: {
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          boxSizing: 'border-box',
          WebkitTextSizeAdjust: '100%',
          colorScheme: theme.palette.mode,
        },
        '*, *::before, *::after': { boxSizing: 'inherit' },
        'strong, b': { fontWeight: theme.typography.fontWeightBold },
        body: {
          margin: 0,
          color: theme.palette.text.primary,
          ...theme.typography.body1,
          backgroundColor: theme.palette.background.default,
          // Break Japanese lines between phrases (文節), not inside a word.
          wordBreak: 'auto-phrase',
          lineBreak: 'strict',
          '@media print': { backgroundColor: theme.palette.common.white },
          '&::backdrop': { backgroundColor: theme.palette.background.default },
        },
      })}
    />
  );
}
