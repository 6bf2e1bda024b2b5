/**
 * The house's layering, as rules: what each folder may import (README.md, "Project layout").
 * Checked by `npm test` through scripts/check-layers.mjs, which also reads the .astro files
 * (their frontmatter and <script> tags); `node scripts/check-layers.mjs --graph` lists the
 * imports between folders as they are.
 *
 * Each rule names a folder (`from`) and the only places it may import (`to.pathNot`): a path
 * outside them is an error naming the rule. Packages are `node_modules/…`; Node's own modules
 * are allowed or forbidden by `core`; `astro:…` and `virtual:…` are the modules Astro and the
 * build provide. Imports run one way: scripts → netlify → src, and inside src from pages down to
 * src/lib.
 *
 * A new folder gets its rule here (see "Browser editor" below for the place kept for it).
 */
const PACKAGES = '^node_modules/';
const LIB = '^src/lib/';
/** The tests' fixtures, which the benchmarks (scripts/bench-*.mjs) may read too. */
const BENCH_FIXTURES = '^tests/fixtures/';
/** The studio's facts, generated from src/content/studio.yaml: any server layer may name the studio. */
const STUDIO_MODULE = '^netlify/generated/studio\\.ts$';
/** What other parts may use of a feature folder: its store (the toasts' queue). */
const FEATURE_STORES = '^src/components/toasts/store\\.ts$';

/** A rule: files under `from` may import only what `allowed` matches (Node's modules aside). */
const mayImportOnly = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { pathNot: allowed, dependencyTypesNot: ['core'] },
});

/** A rule: files under `from` may not import Node's own modules (no disk, network, threads). */
const noNodeModules = (name, from, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { dependencyTypes: ['core'] },
});

export default {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import loop: the modules of a cycle can only be understood and tested together. Move what they share into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment: 'An import that resolves to no file or package. (astro:… and virtual:build-assets are provided by Astro and the build-assets integration.)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^astro:(content|assets|middleware)$', '^virtual:build-assets$', '^@rjsf/core/lib/components/Form\\.js$'] },
    },
    {
      name: 'code-not-to-tests',
      comment: 'The site, the functions and the scripts never import the tests (a benchmark may read their fixtures, below).',
      severity: 'error',
      from: { path: '^(src|netlify|scripts)/' },
      to: { path: '^tests/', pathNot: BENCH_FIXTURES },
    },
    {
      name: 'fixtures-only-for-benchmarks',
      comment: 'A benchmark measures what the tests check, on the same fixtures (tests/fixtures/: the hostile pages and compression bombs, the Blobs double); no other code imports them.',
      severity: 'error',
      from: { path: '^(src|netlify|scripts)/', pathNot: '^scripts/bench-[^/]+\\.mjs$' },
      to: { path: BENCH_FIXTURES },
    },
    {
      name: 'shipped-code-not-to-dev-dependencies',
      comment: 'The site and the functions are built and bundled with the dependencies only: a package they import belongs in "dependencies".',
      severity: 'error',
      // The editor (src/editor/) runs in `astro dev` and its own build, never in a function or a page.
      from: { path: '^(src|netlify)/', pathNot: '^src/editor/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },

    // src/lib: pure TypeScript shared by pages, islands, functions and scripts.
    mayImportOnly(
      'lib',
      LIB,
      [LIB, PACKAGES, '^astro:content$'],
      'src/lib imports only src/lib and packages. Its schemas name astro:content\'s types, never its values: tests/unit/lib-imports.test.ts loads every src/lib module in plain Node.',
    ),
    noNodeModules('lib-pure', LIB, "src/lib has no disk, network or threads: Node's modules belong in src/integrations, src/loaders or netlify/lib."),

    // The content and how the pages ask for it.
    mayImportOnly('content-config', '^src/content\\.config\\.ts$', [LIB, '^src/loaders/', '^astro:content$', PACKAGES], 'The collections are defined from src/lib\'s schemas and src/loaders.'),
    mayImportOnly('queries', '^src/queries\\.ts$', [LIB, '^astro:content$', PACKAGES], 'src/queries.ts reads the collections (astro:content) and shapes them with src/lib.'),
    mayImportOnly('loaders', '^src/loaders/', ['^src/loaders/', LIB, PACKAGES, '^astro:middleware$'], 'The loaders (and the dev error overlay) import src/lib and each other.'),

    // The build's plugins.
    mayImportOnly('integrations', '^src/integrations/', ['^src/integrations/', LIB, PACKAGES], 'The build\'s integrations import src/lib and each other; the pages reach them only through virtual:build-assets.'),

    // Browser code besides the islands.
    mayImportOnly(
      'scripts-browser',
      '^src/scripts/',
      ['^src/scripts/', FEATURE_STORES, LIB, PACKAGES],
      "Framework-free browser scripts import src/lib, small packages and a feature's store (to raise a toast).",
    ),
    noNodeModules('scripts-in-browser', '^src/scripts/', 'src/scripts run in the browser.'),

    // Components, by area.
    mayImportOnly('ui', '^src/components/ui/', ['^src/components/ui/', LIB, '^src/scripts/', '^src/assets/', PACKAGES, '^astro:assets$'], 'ui/ is the smallest parts (icon, logo, slider): they import each other, src/lib and their scripts, no section or island.'),
    mayImportOnly(
      'islands',
      '^src/components/islands/',
      ['^src/components/islands/', '^src/components/ui/optimized-image\\.ts$', FEATURE_STORES, LIB, PACKAGES],
      "Islands (React) import their parts, src/lib and a feature's store (the toasts'): never an .astro component.",
    ),
    mayImportOnly(
      'feature-toasts',
      '^src/components/toasts/',
      ['^src/components/toasts/', LIB, PACKAGES],
      'The toasts are one feature in one folder (region, its scripts, its store): it imports src/lib and nanostores; others import only its store or ToastRegion.astro.',
    ),
    mayImportOnly(
      'feature-slide-in',
      '^src/components/slide-in/',
      ['^src/components/slide-in/', LIB, PACKAGES],
      'The slide-in card is one feature in one folder (card, script, settings): it imports src/lib only.',
    ),
    mayImportOnly('mdx', '^src/components/mdx/', ['^src/components/mdx/', '^src/components/ui/', LIB, PACKAGES], 'The components editors use in MDX import ui/ and src/lib.'),
    mayImportOnly(
      'sections',
      '^src/components/sections/',
      ['^src/components/(sections|islands|ui)/', LIB, '^src/scripts/', FEATURE_STORES, '^src/assets/', '^src/queries\\.ts$', PACKAGES, '^astro:assets$'],
      'A section imports other sections, islands, ui/, src/lib and its scripts; it takes its content as props.',
    ),
    mayImportOnly(
      'layout-parts',
      '^src/components/layout/',
      ['^src/components/(layout|islands|ui)/', LIB, '^src/scripts/', PACKAGES],
      'The page chrome (header, footer, sticky bar) imports ui/, islands, src/lib and its scripts.',
    ),
    {
      name: 'components-take-props',
      comment: 'A component takes what it shows as props: it may name the content\'s types (src/queries.ts), never run a query.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/queries\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    noNodeModules('components-no-node', '^src/components/', 'Components render on every page and islands run in the browser: Node\'s modules belong in src/integrations or src/loaders.'),

    // Pages and their shells.
    mayImportOnly(
      'layouts',
      '^src/layouts/',
      ['^src/layouts/', '^src/components/', LIB, '^src/queries\\.ts$', '^src/scripts/', '^src/styles/', '^src/assets/', PACKAGES, '^virtual:build-assets$'],
      'A layout is a page shell or template: components, src/lib, the queries, its scripts and styles, and the share cards (virtual:build-assets).',
    ),
    mayImportOnly(
      'pages',
      '^src/pages/',
      ['^src/layouts/', '^src/components/', LIB, '^src/queries\\.ts$', '^src/content/', '^src/assets/', PACKAGES, '^virtual:build-assets$', '^astro:assets$'],
      'A page asks src/queries.ts for its content (never astro:content itself), picks a layout and lists sections.',
    ),
    noNodeModules('pages-no-node', '^src/(pages|layouts)/', 'Pages and layouts reach the disk only through the queries and the build (virtual:build-assets).'),

    // The browser editor of the industry files (src/editor/), apart from the site: no page imports it.
    mayImportOnly('editor-core', '^src/editor/core/', ['^src/editor/core/', LIB, PACKAGES, '^astro:content$'], "The editor's core is pure TypeScript shared by the browser app and the servers that write files: it imports src/lib and packages."),
    noNodeModules('editor-core-pure', '^src/editor/core/', "The editor's core runs in the browser and on the servers alike: no disk, network or threads."),
    mayImportOnly('editor-app', '^src/editor/app/', ['^src/editor/(app|core)/', LIB, PACKAGES, '^@rjsf/core/lib/components/Form\\.js$'], 'The editor app (React, its own Vite build) imports its core, src/lib and packages, never the site.'),
    mayImportOnly('editor-dev', '^src/editor/dev/', ['^src/editor/(dev|core)/', '^src/editor/app/vite-config\\.ts$', '^src/loaders/copy-token-files\\.ts$', LIB, PACKAGES], "The dev server's editor integration and file API import the core, the app's build config, src/lib, the plain-Node reader of the copy tokens' files (the live preview's) and packages."),
    {
      name: 'site-not-to-editor',
      comment: "The public site never imports the editor: no editor code reaches a page or dist/. The editor's functions (netlify/lib/admin/) use its pure core only.",
      severity: 'error',
      from: { path: '^(src|netlify)/', pathNot: '^(src/editor/|netlify/lib/admin/)' },
      to: { path: '^src/editor/', pathNot: '^src/editor/dev/integration\\.ts$' },
    },

    // The functions, thin files over the server's work in netlify/lib, which is kept in folders
    // by layer: the platform (requests, answers, environment, log, stores, lock, secrets,
    // cookies), then mail, limits and leads, which any feature may use, then the features, each
    // in its own folder and blind to the others, and above them data/ (retention, erasure,
    // export), which reads every feature's records, and inbox/ (the staff's inbox), which reads them too.
    mayImportOnly('functions-thin', '^netlify/functions/', ['^netlify/lib/', STUDIO_MODULE, LIB, PACKAGES], 'A function is a thin file over netlify/lib: parse, call, answer (naming the studio from its generated facts).'),
    mayImportOnly('server-platform', '^netlify/lib/platform/', ['^netlify/lib/platform/', STUDIO_MODULE, LIB, PACKAGES], 'The platform (request reading, answers, environment, log, stores, lock, secrets, cookies) imports only itself, the studio\'s generated facts (the default sender), src/lib and packages.'),
    mayImportOnly('server-mail', '^netlify/lib/mail/', ['^netlify/lib/(platform|mail)/', STUDIO_MODULE, LIB, PACKAGES], 'Mail (compose, send, the outbox) imports the platform, the studio\'s generated facts (the signature), src/lib and packages.'),
    mayImportOnly('server-limits', '^netlify/lib/limits/', ['^netlify/lib/(platform|limits)/', LIB, PACKAGES], 'Limits (the limiter, visitor identity, form limits, run budgets) import the platform, src/lib and packages.'),
    mayImportOnly('server-leads', '^netlify/lib/leads/', ['^netlify/lib/(platform|limits|leads)/', LIB, PACKAGES], 'Leads (the people every form captures) import the platform, limits (mailbox identity), src/lib and packages.'),
    ...['contact', 'guides', 'ai-feedback', 'payments'].map((feature) =>
      mayImportOnly(
        `server-feature-${feature}`,
        `^netlify/lib/${feature}/`,
        [`^netlify/lib/(platform|mail|limits|leads|${feature})/`, '^netlify/generated/', LIB, PACKAGES],
        `A feature (here ${feature}) imports the platform, mail, limits, leads, the generated catalogue, src/lib and packages: never another feature.`,
      ),
    ),
    mayImportOnly(
      'server-admin',
      '^netlify/lib/admin/',
      ['^netlify/lib/(platform|mail|limits|leads|admin)/', '^src/editor/core/', LIB, PACKAGES],
      "The editor's functions (sign-in, pull requests) import the platform, mail, limits, leads, the editor's pure core (the same checks and wire as the browser) and packages: never another feature.",
    ),
    mayImportOnly('server-data', '^netlify/lib/data/', ['^netlify/lib/', LIB, PACKAGES], "data/ (retention, erasure, export) reads every feature's records: it imports netlify/lib, src/lib and packages."),
    mayImportOnly(
      'server-inbox',
      '^netlify/lib/inbox/',
      ['^netlify/lib/(platform|mail|limits|leads|data|inbox)/', '^netlify/lib/admin/api\\.ts$', '^netlify/lib/(contact|ai-feedback|payments)/(record|records|orders)\\.ts$', LIB, PACKAGES],
      "The staff's inbox reads every feature's records (their schemas, in record.ts or records.ts, and what an order says now, orders.ts) as data/ does, and uses data/ (erasure, CSV); it is served by the editor's API (admin/api.ts: the sign-in it runs behind), whose other modules it does not import.",
    ),
    {
      name: 'server-folders',
      comment: "Every server module lives in one of netlify/lib's folders (platform, mail, limits, leads, a feature, admin, data, inbox).",
      severity: 'error',
      from: { path: '^netlify/lib/[^/]+$' },
      to: {},
    },
    mayImportOnly('generated', '^netlify/generated/', [LIB], 'The generated catalogue imports only the types of src/lib.'),

    // Node tools.
    mayImportOnly('tools', '^scripts/', ['^scripts/', '^netlify/', LIB, PACKAGES, '^\\.dependency-cruiser\\.mjs$', BENCH_FIXTURES, '^src/editor/app/vite-config\\.ts$'], 'scripts/ (Node tools) import netlify/ and src/lib, not the site\'s pages or components (benchmarks also the tests\' fixtures).'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: they tie a module to another as much as a value does.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
