// The halves of MUI's theme that the app uses (build/mui-without-css-variables.ts), typed with the
// public types of the whole.
declare module '@kizuki/mui-no-vars/createThemeNoVars' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';
  export default function createThemeNoVars(options?: ThemeOptions): Theme;
}

declare module '@kizuki/mui-no-vars/ThemeProviderNoVars' {
  import type { ThemeProviderProps } from '@mui/material/styles';
  import type { JSX } from 'react';
  export default function ThemeProviderNoVars(props: ThemeProviderProps): JSX.Element;
}
