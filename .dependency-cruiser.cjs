/**
 * Architecture rules (docs/DESIGN.md §1–§2, §11), checked by `npm run lint:deps` in `npm test` and CI.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'domain/ holds deciders, events and errors as plain TypeScript: no Nest, no adapters, no I/O. It may use ' +
        'the event and decider types and the pure text helpers of the platform, and its own module domain.',
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/domain/', pathNot: '\\.spec\\.ts$' },
      to: {
        pathNot: [
          '^backend/src/$1/domain/',
          '^backend/src/platform/event-store/event\\.ts$',
          '^backend/src/platform/command-handling/(decider|domain-error|event-id)\\.ts$',
          // Pure text helpers (no I/O): the same folding and address rules on every side.
          '^backend/src/platform/text/[^/]+\\.ts$',
          // The plans and which of them are paid: one pure rule for the decider and the HTTP plan policy.
          '^backend/src/platform/plans/plan\\.ts$',
          // The search's reading of a query (pure text rules, issue #29): alerts read what they watch the same way.
          '^backend/src/cases/domain/search-query/',
          // The court table and its folding (pure data and functions): register keys of search, alerts and
          // portfolios read register courts the way the notice parser records them (issue #31).
          '^backend/src/cases/notice-parser/(court|courts-by-state)\\.ts$',
          // What a notice says of earlier proceedings and names (issue #32): the debtor-file rules read it from the
          // text, so a rebuild links cases recorded before the reading existed.
          '^backend/src/cases/notice-parser/(former-references|case-number|sentences)\\.ts$',
        ],
      },
    },
    {
      name: 'modules-talk-through-events',
      comment: 'A module never imports another module internals; only its published domain events.',
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/', pathNot: '^backend/src/(platform|test|cli|workers)/' },
      to: {
        path: '^backend/src/([^/]+)/',
        pathNot: [
          '^backend/src/$1/',
          '^backend/src/platform/',
          '^backend/src/[^/]+/domain/events',
          '^backend/src/test/',
          // The search request is the published contract of what a search is: saved searches store exactly it.
          '^backend/src/cases/search-cases/search-cases\\.request\\.ts$',
          // And the search's reading of a query is what a query means: alerts match what the search finds (#29).
          '^backend/src/cases/domain/search-query/',
          // The match log is the alerts' published record of matches, consumed by webhooks and immediate mails (#30).
          '^backend/src/alerts/match-log/match-log\\.port\\.ts$',
          // What the alert matcher asks the portfolios about a new notice; portfolios implement it (#31).
          '^backend/src/alerts/portfolio-alerts/portfolio-notice-matcher\\.port\\.ts$',
          // What webhooks ask the portfolios (portfolios, owners, the rows a case hits); portfolios implement it (#31).
          '^backend/src/webhooks/portfolios/webhook-portfolios\\.port\\.ts$',
          // The portfolios' reader of customer lists is the one CSV/XLSX reader: the watchlist reads with it (#31).
          '^backend/src/portfolios/file-import/',
          // The case page's query is the published read of one case: portfolio rows show their cases' facts (#31).
          '^backend/src/cases/get-case/(get-case\\.query|case-detail\\.response)\\.ts$',
          // A case as its own stream tells it is the published read for mails and webhooks (erased: not there).
          '^backend/src/cases/case-summary/case-summary\\.ts$',
        ],
      },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'Ports and adapters carry no business rules and do not depend on bounded contexts.',
      severity: 'error',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/', pathNot: ['^backend/src/platform/', '^backend/src/test/'] },
    },
    {
      name: 'projections-use-events-and-ports-only',
      comment: 'Read models are built from published events through the ports; never from write-side internals.',
      severity: 'error',
      from: { path: '^projections/' },
      to: {
        path: '^backend/',
        pathNot: [
          '^backend/(src|dist)/platform/',
          '^backend/(src|dist)/[^/]+/domain/events',
          // A subscription's match criteria, derived from its fields with the current rules (issue #29), so a
          // rebuild brings old subscriptions to them.
          '^backend/(src|dist)/alerts/domain/match-criteria',
          // The debtor-file link rules (issue #32, pure): a rebuild links old cases by the current rules.
          '^backend/(src|dist)/cases/domain/debtor-file/',
          // The exact-name key a search compares (issue #33, pure): stored per case, rebuilt by the current rule.
          '^backend/(src|dist)/cases/domain/search-query/exact-name-key',
          // A notice's last deadline (session 22, pure), kept per case for "Meine Fristen": for a notice recorded
          // before deadlines were read, from its text, as the case page reads them.
          '^backend/(src|dist)/cases/notice-parser/deadlines/last-deadline-date',
        ],
      },
    },
    {
      name: 'frontend-is-separate',
      comment: 'The SPA talks to the backend over HTTP only.',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^(backend|projections|e2e)/' },
    },
    {
      name: 'no-cross-feature-imports',
      comment: 'Frontend features are independent; shared code goes to src/components or src/lib.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'sqlite-only-in-adapters',
      comment:
        'The read side is behind ports (issue #14): only adapter folders named sqlite/ (and tests) may reach ' +
        'node:sqlite, the SQLite platform helpers or the raw read-model database handle. SQL in a controller, ' +
        'guard, handler or projection fails the build.',
      severity: 'error',
      from: {
        path: '^(backend|projections)/src/',
        pathNot: ['/sqlite/', '\\.(spec|test)\\.ts$', '\\.test-kit\\.ts$', '/test/'],
      },
      to: {
        path: [
          '^node:sqlite$',
          '^backend/(src|dist)/platform/sqlite/',
          '^backend/(src|dist)/platform/read-store/sqlite/(read-db|read-model-missing)\\.(ts|js)$',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'mongodb-only-in-mongo-adapters',
      comment:
        'MongoDB (mongoose and its driver) is an adapter: only `mongo/` folders of the read store talk to it, ' +
        'as SQLite stays in `sqlite/` folders.',
      severity: 'error',
      from: { path: '^(backend|projections|e2e)/src/', pathNot: '/mongo/' },
      to: { path: '(^|/)node_modules/(mongoose|mongodb|bson)/' },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      from: { pathNot: '\\.(spec|test)\\.tsx?$|\\.test-kit\\.ts$|/test/' },
      to: { path: '\\.(spec|test)\\.tsx?$|\\.test-kit\\.ts$|^(backend|frontend)/src/test/' },
    },
  ],
  options: {
    // Workspace packages resolve to their built output (backend/dist): see it, but do not walk into it.
    // The scripts (start, demo, benchmarks) are not cruised: a test that seeds with a benchmark's seeder reaches them.
    doNotFollow: { path: ['node_modules', '(^|/)dist/', '^scripts/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
  },
};
