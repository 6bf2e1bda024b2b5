// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { SCHEDULER } from './src/lib/config.ts';
import { readStudioFacts } from './src/loaders/studio-file.ts';
import { contentErrorOverlay } from './src/loaders/content-errors.ts';
import { buildAssets } from './src/integrations/build-assets.ts';
import { paletteTheme } from './src/integrations/palette-theme.ts';
import { industryEditor } from './src/editor/dev/integration.ts';
import { hydrateOnIntent } from './src/integrations/hydrate-on-intent/index.ts';

/** `astro dev` only: Netlify's Vite plugin serves the functions, Blobs, redirects and headers. */
const isDev = process.argv.includes('dev');
const netlifyDev = () =>
  netlify({
    // Off: edge functions download Deno, the database writes a Postgres directory, and the image
    // CDN, geolocation and AI gateway call Netlify's API; the site uses none of them.
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
  });

/**
 * Astro's content layer wraps each MDX entry in a module that opens with the directive
 * "use astro:head-inject", which Rolldown warns it may not keep when bundling: one warning per
 * industry file on every build (withastro/astro#18087, open). Nothing in Astro reads that string
 * (head propagation goes by the module's __astroPropagation export), so dropping it loses
 * nothing; only this warning is filtered, every other log passes.
 * @param {{ code?: string; message: string }} log
 */
const isAstroHeadInjectDirective = (log) =>
  log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use astro:head-inject"');

/**
 * Content-Security-Policy, in a <meta> tag that Astro writes on every page with the hashes of the
 * inline scripts and styles it generates (island bootstrap, client directives, island styles).
 * No 'unsafe-inline' or 'unsafe-eval' for scripts. The directives a <meta> cannot carry
 * (frame-ancestors) are in netlify.toml's Content-Security-Policy header, with the other
 * page-independent directives repeated; both policies apply, so the page may do only what both
 * allow (tests/e2e/security.spec.ts checks that no page reports a violation).
 */
/** @type {NonNullable<Exclude<NonNullable<import('astro').AstroUserConfig['security']>['csp'], boolean | undefined>['directives']>} */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'none'",
  "connect-src 'self'",
  // The scheduling calendar on /contact and /book is an iframe from the scheduler's origin.
  `frame-src ${SCHEDULER.origin}`,
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
];

// The studio's name and address (src/content/studio.yaml); undefined when the file does not pass
// its check, which the studio collection's parse then reports naming the field.
const studio = readStudioFacts();

// Netlify sets URL to the site's public address at build time.
const site = process.env.URL ?? studio?.url;

export default defineConfig({
  ...(site ? { site } : {}),
  output: 'static',
  trailingSlash: 'never',
  image: {
    service: {
      entrypoint: 'astro/assets/services/sharp',
      // AVIF at libaom's effort 3 instead of sharp's default 4: the same picture quality (PSNR
      // against the source) for a few per cent more bytes, at about a third of the CPU time. At
      // effort 4 the AVIF encodes were most of a cold build's CPU (docs/decisions.md).
      config: { avif: { effort: 3 } },
    },
  },
  build: {
    format: 'file',
    // The stylesheet (small, and the same on every page) goes inline in each page's <head>: no
    // render-blocking request before the first paint (one round trip less on a phone network).
    // Each page's HTML grows by that much; CSP allows the <style> by its hash (docs/decisions.md).
    inlineStylesheets: 'always',
  },
  integrations: [
    mdx(),
    react(),
    // client:intent: islands that hydrate on the visitor's first sign of using them.
    hydrateOnIntent(),
    contentErrorOverlay(),
    // `astro dev` only: the browser editor of the industry files at /__editor (src/editor/).
    industryEditor(),
    // Share cards (dist/og/) and the cache they share with the guide PDFs (src/pages/downloads/).
    buildAssets(studio && { name: studio.name, url: studio.url }),
    sitemap({
      // Confirmation pages are for people who just paid or canceled: not offered to search engines
      // (left out of the sitemap), though not forbidden either (no noindex: nothing on them is private).
      filter: (page) => !/\/payment-(success|canceled)$/.test(page),
    }),
  ],
  // The content has no code blocks; Shiki's highlighting would write inline styles that the CSP
  // refuses (Astro warns about it at every start).
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: CSP_DIRECTIVES,
      scriptDirective: { resources: ["'self'"] },
      styleDirective: {
        // <style> and <link rel=stylesheet>: this origin plus Astro's hashes.
        // style="" attributes: allowed. Islands render positions and sizes as inline styles
        // (slider, timeline bars, calendar height); an attribute cannot run script, and with
        // img-src and connect-src limited to this origin and font-src to nothing, it cannot load
        // anything else.
        resources: [
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'attribute' },
        ],
      },
    },
  },
  vite: {
    build: {
      rolldownOptions: {
        onLog(level, log, handler) {
          if (isAstroHeadInjectDirective(log)) return;
          handler(level, log);
        },
      },
    },
    // paletteTheme: the theme's colours, from src/lib/palette.ts, put into the stylesheet before Tailwind compiles it.
    plugins: [paletteTheme(), tailwindcss(), ...(isDev ? [netlifyDev()] : [])],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React, React DOM, the JSX runtime, the scheduler and Astro's React renderer always
              // load together: one chunk instead of four (less per-file overhead, better gzip).
              codeSplitting: {
                groups: [
                  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
                  // The islands' small shared helpers (hooks, fetch, API paths): one file instead of
                  // three, since nearly every island page needs most of them. (navigate.ts and
                  // download.ts serve one island each and stay in it.) This chunk imports React:
                  // framework-free scripts must not import from it.
                  { name: 'islands-shared', test: /[\\/]src[\\/](components[\\/]islands[\\/]parts[\\/](hooks|http)|lib[\\/]api-paths)\.ts$/ },
                  // The forms' field and submit button: only the three form islands load them, so not
                  // in islands-shared (the pages of the other islands would carry them for nothing).
                  { name: 'form-parts', test: /[\\/]src[\\/]components[\\/]islands[\\/]parts[\\/](Field|SubmitButton)\.tsx$/ },
                ],
              },
            },
          },
        },
      },
    },
  },
});
