/**
 * Dependency rules checked in `npm test` (issue 42, `npm run deps`): what the code's shape must
 * keep. Imports as they run: a type-only import is erased and binds nothing at run time.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reachable from itself: neither can be read, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-never-reaches-server',
      severity: 'error',
      comment: 'The web app and the shared package never import the server.',
      from: { path: '^(apps/web|packages/shared)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'shared-depends-on-nothing-of-ours',
      severity: 'error',
      comment: 'packages/shared is zod and pure rules: it imports no app.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'A web feature uses another through lib/ or components/, not by reaching into it. One ' +
        "crossing is still there and named (the post lists open the saved searches' dialog), to be " +
        'cut; any other fails.',
      from: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: '^apps/web/src/features/posts/components/list-controls\\.tsx$',
      },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.test\\.tsx?$|/e2e/|/reliability/|/bench/)' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
