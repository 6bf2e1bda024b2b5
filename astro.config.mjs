// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { SITE } from './src/lib/config.ts';

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

export default defineConfig({
  // Netlify sets URL to the site's public address at build time.
  site: process.env.URL ?? SITE.url,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    mdx(),
    react(),
    sitemap({
      // Confirmation pages are for people who just paid or canceled, not for search results.
      filter: (page) => !/\/payment-(success|canceled)$/.test(page),
    }),
  ],
  vite: { plugins: [tailwindcss(), ...(isDev ? [netlifyDev()] : [])] },
});
