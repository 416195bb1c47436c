/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { build as bundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { muiWithoutCssVariables } from './build/mui-without-css-variables.ts';

/** The API server the dev server forwards to (`npm run dev` starts both). */
const API_TARGET = process.env.KIZUKI_API_URL ?? 'http://localhost:3000';

/**
 * @emotion/react imports hoist-non-react-statics for its effects only (`import
 * 'hoist-non-react-statics'`), to keep the dependency of its withTheme, which the app never uses;
 * the package does not say it has none, so the bundler kept it on the first paint (0.9 KiB). It
 * has none: it only defines a function.
 */
function hoistNonReactStaticsWithoutSideEffects(): Plugin {
  return {
    name: 'kizuki:hoist-non-react-statics-without-side-effects',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'hoist-non-react-statics') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}

/**
 * The page's start script (src/page-start.ts), bundled on its own and written into the page: it asks
 * the first screen's reads while the app's script is still on its way (lib/first-requests.ts,
 * issue 40). Inlined, not a file of its own: a file would be one more round trip before it could
 * start. At the start of the body, after the sign-in settings the server adds to the head. Bundled
 * by rolldown, Vite 8's own bundler (the web workspace names the same version range).
 */
function inlineStartScript(): Plugin {
  return {
    name: 'kizuki:inline-start-script',
    // The development server's page has no sign-in settings in it (the API server adds them to
    // the built page), so the start script would find nothing to ask there.
    apply: 'build',
    async transformIndexHtml() {
      const { output } = await bundle({
        input: fileURLToPath(new URL('./src/page-start.ts', import.meta.url)),
        write: false,
        output: { format: 'iife', minify: true },
        transform: { target: 'es2022' },
      });
      return [{ tag: 'script', children: output[0].code.trim(), injectTo: 'body-prepend' }];
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    hoistNonReactStaticsWithoutSideEffects(),
    inlineStartScript(),
    // A brotli (and, for older clients, gzip) copy of each asset, served as is by the server
    // (@fastify/static preCompressed): the shell's 560 KB travel as 146 KiB.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      // Only the hashed assets: a file that keeps its name (index.html) must never be answered
      // from a compressed copy older than itself.
      include: [/^assets\/.*\.(js|css)$/],
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The update dialog asks before a new version takes over (SPEC.md section 2).
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
      manifest: {
        name: 'Kizuki 気づき',
        short_name: 'Kizuki',
        description: '競合・市場の気づきを、すばやく共有',
        lang: 'ja',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#F2F2F7',
        theme_color: '#0b57d0',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      ...muiWithoutCssVariables,
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // xfwd tells the identity provider the browser's origin, so its endpoints point back here.
    proxy: {
      '/api': { target: API_TARGET, xfwd: true },
      '/idp': { target: API_TARGET, xfwd: true },
      '/interaction': { target: API_TARGET, xfwd: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every screen needs travel in one chunk: split into the small common
              // chunks that automatic splitting makes, they compress worse (docs/performance.md).
              // MUI's components stay out, so a dialog's code still loads with the dialog; so does
              // Popper, which only menus and the filter panel's Autocomplete need (~7 KiB). Box,
              // Stack, Typography and Paper are on every screen: in the shell they cost 1.1 KiB
              // less than as four chunks of their own (measured with npm run budget). SvgIcon
              // too (every screen has icons); MUI's internal icons (a Checkbox's, a Radio's) load
              // with the component that draws them: in the shell they cost the first paint 0.3 KiB.
              // The sign-in library (oidc-client-ts) and the service worker's registration
              // (workbox-window) are not needed before a signed-in person's first screen: each
              // loads in a chunk of its own when it is needed.
              // The shared package's constants and rules that the first screen uses join it too:
              // shared with the lazily loaded screens, they were four chunks of a few hundred
              // bytes each.
              name: 'shell',
              test: (id: string) =>
                /\/packages\/shared\/src\/(constants|posts|text-rules|wizard)\.ts$/.test(id) ||
                /\/apps\/web\/src\/lib\/i18n\/languages\.ts$/.test(id) ||
                // The terms' query keys (a line) are shared by the terms dialog of a first
                // sign-in and the admin's terms editor: a file of their own cost a first sign-in
                // 0.1 KiB, in the shell they cost the first paint a few bytes.
                /\/apps\/web\/src\/lib\/terms-keys\.ts$/.test(id) ||
                (id.includes('/node_modules/') &&
                  // The charts and what only they use load with the insights screen (issue 22).
                  !/\/node_modules\/(@popperjs|oidc-client-ts|jwt-decode|workbox-window|@mui\/utils\/useRovingTabIndex|@mui\/x-[a-z-]+|@base-ui|reselect|@babel\/runtime|prop-types|use-sync-external-store|bezier-easing|d3-[a-z-]+|flatqueue|internmap)\//.test(
                    id,
                  ) &&
                  !/\/node_modules\/@mui\/(material|icons-material)\/(?!styles\/|utils\/|internal\/(?!svg-icons\/|SwitchBase)|transitions\/|colors\/|(?:esm\/)?(?:Box|Stack|Typography|Paper|SvgIcon|ButtonBase)\/)/.test(
                    id,
                  )),
            },
            {
              // The components the screens opened daily draw (a post, the task tray, the notices,
              // the profile), in one chunk: as a dozen chunks of one to two KiB each they were a
              // dozen requests in the post detail's chain, six at a time over HTTP/1.1, and a
              // preload link each (issue 40). Dialogs, menus and text fields stay out: they load
              // when opened.
              name: 'screen-kit',
              // Only what the test names: the app's modules they import stay where they were.
              includeDependenciesRecursively: false,
              test: (id: string) =>
                /\/apps\/web\/src\/(components\/(query-detail|paged-list|tab-strip|export-csv-button)|app\/routes\/back-header|lib\/(error-messages|refusal|paging|master-data|invalidate-work|api-download|hooks\/use-mark-read-on-open)|features\/posts\/(components\/(classification-chips|quoted-post|use-classification-items|retired-refusal)|api\/post-writes|unpublished-because)|features\/tasks\/(api\/task-queries|components\/(work-card|due-label)))\.tsx?$/.test(
                  id,
                ) ||
                /\/packages\/shared\/src\/(task-rules|compliance\/reports|reactions|lifecycle|step-names-ja)\.ts$/.test(
                  id,
                ) ||
                // Two daily screens themselves (a post, the task tray) and the screens' Japanese
                // strings: each was a file of its own after the kit, so a post or the tray took
                // three scripts after the shell's, beside the page, the shell, the entry and the
                // API's reads (more than the six connections of HTTP/1.1). Not the notices: their
                // icons are chunks of their own, which every user of the kit would then preload.
                /\/apps\/web\/src\/(app\/routes\/(post-detail|tasks)|lib\/i18n\/ja-screens|features\/posts\/components\/(draft-actions|unpublished-reason|post-detail-counters|post-actions-menu|post-detail-header|post-replies|reaction-bar|respond-buttons)|features\/tasks\/components\/export-tasks-button)\.tsx?$/.test(
                  id,
                ) ||
                /\/node_modules\/@mui\/(material\/(esm\/)?(Alert|Button|ButtonGroup|Card|CardActionArea|Chip|CircularProgress|IconButton|Skeleton|ToggleButton|ToggleButtonGroup|internal\/svg-icons)\/|utils\/(esm\/)?useRovingTabIndex\/|icons-material\/(esm\/)?(ArrowBack|AssignmentTurnedInOutlined|CategoryOutlined|ChevronRight|CloudOffOutlined|ContactSupportOutlined|ExpandLess|ExpandMore|FormatQuoteOutlined|MoreVert)\.m?js)/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
});
