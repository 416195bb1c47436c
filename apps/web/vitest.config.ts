import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { muiWithoutCssVariables } from './build/mui-without-css-variables.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: muiWithoutCssVariables },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
