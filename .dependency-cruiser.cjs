/**
 * Dependency rules checked in `npm test` (issue 42, `npm run deps`): what the code's shape must
 * keep. Every import counts, type-only ones too (a layer or a feature is crossed by a type as by a
 * value), except in a cycle: one through a type-only import binds nothing at run time.
 */
/**
 * The server's modules (apps/server/src/modules/<name>/) in layers, lowest first: a module imports
 * only modules of the layers below its own, never one of its own layer or above, so no two
 * modules import each other and the order is the one to read them in (docs/architecture.md,
 * "Module layers"). A module not named here fails `undeclared-server-module`.
 */
const SERVER_LAYERS = [
  // Foundations: the audit trail's writer, the change notices, the operator's endpoints.
  ['audit', 'changes', 'system'],
  // People and sign-in.
  ['users'],
  // What any feature may use: notices, usage records, master data, the pre-screen, insights.
  ['notifications', 'usage', 'master-data', 'screening', 'insights'],
  // Tasks: who receives one (delegation honoured), their writes, the hand-over.
  ['tasks'],
  // Posts: submission, lifecycle, lists and reading.
  ['posts'],
  // Features built on posts and tasks.
  [
    'approvals',
    'inquiries',
    'compliance',
    'reactions',
    'saved-searches',
    'push',
    'exports',
    'people',
  ],
  // Screens that read across the features: the task tray, the audit trail, the file imports.
  ['task-tray', 'audit-trail', 'imports'],
];
const MODULES = '^apps/server/src/modules/';
const anyOf = (names) => `(${names.join('|')})`;

const serverLayerRules = SERVER_LAYERS.map((layer, index) => ({
  name: `server-layer-${index + 1}`,
  severity: 'error',
  comment:
    `A module of layer ${index + 1} (${layer.join(', ')}) imports only modules of the layers ` +
    'below it (SERVER_LAYERS): never its own layer, never one above.',
  from: { path: `${MODULES}${anyOf(layer)}/` },
  to: {
    path: `${MODULES}${anyOf(SERVER_LAYERS.slice(index).flat())}/`,
    pathNot: `${MODULES}$1/`,
  },
}));

module.exports = {
  forbidden: [
    ...serverLayerRules,
    {
      name: 'undeclared-server-module',
      severity: 'error',
      comment: 'Every server module has its layer in SERVER_LAYERS.',
      from: { path: MODULES, pathNot: `${MODULES}${anyOf(SERVER_LAYERS.flat())}/` },
      to: {},
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reachable from itself: neither can be read, tested or moved alone.',
      from: {},
      // A cycle through a type-only import binds nothing at run time: harmless, not counted.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'browser-never-reaches-server',
      severity: 'error',
      comment: 'The web app and the shared package never import the server.',
      from: { path: '^(apps/web|packages/shared)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'event-model-stays-on-the-server',
      severity: 'error',
      comment:
        'The event model (~1 MB) is read by the screen workers only: the browser never screens (@kizuki/shared/event-model is the one way in).',
      from: { path: '^apps/web/' },
      // The package's entry as imported (the resolver leaves a package's subpath unresolved), or a
      // file of it reached by path.
      to: {
        path: '^(@kizuki/shared/event-model|packages/shared/src/(event-model\\.ts|compliance/(built-in-event-model\\.ts|event-model\\.json)))$',
      },
    },
    {
      name: 'event-model-has-one-entry',
      severity: 'error',
      comment: 'Within the shared package, only its event-model entry loads the model.',
      from: {
        path: '^packages/shared/src/',
        pathNot:
          '^packages/shared/src/(event-model\\.ts|compliance/([^/]*\\.test\\.ts|built-in-event-model\\.ts))$',
      },
      to: {
        path: '^packages/shared/src/compliance/(built-in-event-model\\.ts|event-model\\.json)$',
      },
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
        'A web feature uses another through the shared tier (lib/, components/), never by ' +
        'reaching into it, statically or by import().',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-tier-never-reaches-features',
      severity: 'error',
      comment:
        'lib/ and components/ are what several features use (compliance, the outbox, saved ' +
        'searches, post filters): they import no feature, or a feature would be used through them.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.test\\.tsx?$|/e2e/|/reliability/|/bench/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
