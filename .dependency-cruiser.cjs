// The architecture, checked on every `npm run lint` (docs/architecture.md draws it):
//   app → components → lib → content, and app (routes, API handlers) → server → lib → content.
// Content is data: it imports nothing of ours. lib is pure logic shared by browser and server: no components,
// server, app or file system. A client component never reaches server code. Nothing imports in a circle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle means neither side can be understood, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-is-data',
      comment: 'src/content holds words and media references; it imports nothing of ours outside src/content.',
      severity: 'error',
      from: { path: '^src/content/' },
      // The one exception: the rule of a site path, link and media reference, shared with the edge (plain JS).
      to: { path: '^(src|scripts|tests|e2e)/', pathNot: '^(src/content/|src/lib/content/site-path[.]mjs$)' },
    },
    {
      name: 'lib-is-pure',
      comment: 'src/lib is pure logic for browser and server: no components, server code, routes or scripts.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^(src/(components|server|app)|scripts)/' },
    },
    {
      name: 'lib-touches-no-files',
      comment: 'src/lib runs in the browser too: the file system and other Node-only modules belong in src/server.',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: '[.]test[.](ts|tsx|mjs)$' },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|fs/promises|child_process|net|http|https|os|path|worker_threads)$' },
    },
    {
      name: 'components-no-server',
      comment: 'Components (and so every client component) never import server code; routes pass them data.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-from-client-layers',
      comment: 'Only routes (src/app), server code, scripts and tests import src/server.',
      severity: 'error',
      from: { path: '^src/(lib|content|components)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-undeclared-packages',
      comment: 'Every package we import is in package.json (not just present through another one).',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'app-code-not-to-dev-deps',
      comment: 'What runs in production imports no devDependency.',
      severity: 'error',
      from: { path: '^src/', pathNot: '[.]test[.](ts|tsx|mjs)$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: 'node_modules/@types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|node_modules|public|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types', 'react-server'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.d.mts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
      mainFields: ['main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
