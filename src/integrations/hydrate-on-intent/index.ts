/**
 * Registers the `client:intent` directive (./directive.ts) with Astro's client directive API.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function hydrateOnIntent(): AstroIntegration {
  return {
    name: 'northlight:hydrate-on-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}
