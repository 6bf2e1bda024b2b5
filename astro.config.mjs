// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SCHEDULER, SITE } from './src/lib/config.ts';

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
  "font-src 'self'",
  "connect-src 'self'",
  // The scheduling calendar on /contact and /book is an iframe from the scheduler's origin.
  `frame-src ${SCHEDULER.origin}`,
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
];

/**
 * sonner (the toast library, loaded on the first toast) injects its stylesheet at runtime as a
 * <style> element: first empty, then filled with one fixed string. Both states are allowed by
 * hash; the string is read from the installed package so an upgrade cannot drift silently.
 */
function sonnerStyleHashes() {
  const file = createRequire(import.meta.url).resolve('sonner').replace(/index\.js$/, 'index.mjs');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`astro.config.mjs: sonner's injected stylesheet not found in ${file}; update the CSP hash`);
  /** @param {string} text */
  const sha256 = (text) => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(text).digest('base64')}`);
  return [sha256(''), sha256(JSON.parse(literal))];
}

export default defineConfig({
  // Netlify sets URL to the site's public address at build time.
  site: process.env.URL ?? SITE.url,
  output: 'static',
  trailingSlash: 'never',
  build: {
    format: 'file',
    // The stylesheet (about 9 KiB gzip, the same on every page) goes inline in each page's <head>:
    // no render-blocking request before the first paint (one round trip less on a phone network).
    // Each page's HTML grows by that much; CSP allows the <style> by its hash.
    inlineStylesheets: 'always',
  },
  integrations: [
    mdx(),
    react(),
    sitemap({
      // Confirmation pages are for people who just paid or canceled: not offered to search engines
      // (left out of the sitemap), though not forbidden either (no noindex: nothing on them is private).
      filter: (page) => !/\/payment-(success|canceled)$/.test(page),
    }),
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: CSP_DIRECTIVES,
      scriptDirective: { resources: ["'self'"] },
      styleDirective: {
        // <style> and <link rel=stylesheet>: this origin plus Astro's hashes (and sonner's).
        // style="" attributes: allowed. Islands render positions and sizes as inline styles
        // (slider, timeline bars, calendar height); an attribute cannot run script, and with
        // img-src/font-src/connect-src limited to this origin it cannot load anything else.
        resources: [
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'attribute' },
        ],
        hashes: sonnerStyleHashes(),
      },
    },
  },
  vite: {
    plugins: [tailwindcss(), ...(isDev ? [netlifyDev()] : [])],
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
                  // The islands' small shared helpers (hooks, fetch, navigation, API paths): one
                  // file instead of four, since nearly every island page needs most of them.
                  { name: 'islands-shared', test: /[\\/]src[\\/](components[\\/]islands[\\/]parts[\\/](hooks|http|navigate)|lib[\\/]api-paths)\.ts$/ },
                ],
              },
            },
          },
        },
      },
    },
  },
});
