import { createRequire } from 'node:module';
import path from 'node:path';

const muiStyles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'styles',
);

/**
 * MUI's theme and ThemeProvider without the CSS-variables theme's machinery (issue 40). The app's
 * theme has no `colorSchemes` and no `cssVariables`, yet `createTheme` and `ThemeProvider` from
 * '@mui/material/styles' carry `createThemeWithVars` and `CssVarsProvider` to decide so: 2.4 KiB
 * brotli of the first paint. MUI builds both from the two halves named here, which its package
 * does not export; these aliases reach them for the bundler and the unit tests alike (the types:
 * src/lib/mui-no-vars.d.ts). A version of MUI that moves them fails the build, not the app.
 */
export const muiWithoutCssVariables = [
  {
    find: /^@kizuki\/mui-no-vars\/(createThemeNoVars|ThemeProviderNoVars)$/,
    replacement: path.join(muiStyles, '$1.mjs'),
  },
];
