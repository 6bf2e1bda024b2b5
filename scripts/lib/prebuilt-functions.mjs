/**
 * Serves Netlify Functions from the build Netlify's emulation makes when it starts (and remakes
 * when a function's source changes), instead of the fresh build it otherwise makes for every
 * single request.
 *
 * Why: @netlify/dev is made for `astro dev`-style editing, so each function request first
 * re-bundles the function into a throw-away directory (zip-it-and-ship-it tracing every file of
 * its dependencies: 2 to 6 s here for the Stripe and Anthropic SDKs, on top of the call), and
 * concurrent requests share a build whose directory the first of them deletes when it finishes.
 * `npm start` and the browser tests serve a built site whose functions do not change under them,
 * so that per-request build only costs time. The emulation is otherwise untouched: its functions
 * registry still builds every function at start-up, watches their files and rebuilds on change;
 * routing, the request chain, Blobs and the worker each call runs in are all its own.
 *
 * It wraps one method of @netlify/functions-dev (the instance @netlify/dev itself loads). If a
 * future version moves it, serving falls back to the emulation's own behaviour, with a warning.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { warmRuntime } from './warm-functions.mjs';

/** @netlify/functions-dev as resolved from @netlify/dev (nested copy first, then hoisted). */
function functionsDevEntry() {
  let dir = dirname(fileURLToPath(import.meta.resolve('@netlify/dev')));
  for (;;) {
    const candidate = join(dir, 'node_modules', '@netlify', 'functions-dev', 'dist', 'main.js');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Returns true when the per-request build is off. The functions named in `warm` serve every call
 * from one warm instance (scripts/lib/warm-functions.mjs says why).
 */
export async function servePrebuiltFunctions({ warm = [] } = {}) {
  const entry = functionsDevEntry();
  const { FunctionsHandler } = entry ? await import(pathToFileURL(entry).href) : {};
  const invoke = FunctionsHandler?.prototype?.invoke;
  if (typeof invoke !== 'function' || invoke.length !== 4) {
    console.warn('serve: @netlify/functions-dev changed shape; functions are rebuilt on every request (slow but correct).');
    return false;
  }
  /** The warm runtime of each function named in `warm`, made on its first call. */
  const warmRuntimes = new Map();
  FunctionsHandler.prototype.invoke = async function invokePrebuilt(request, route, func, buildDirectory) {
    if (warm.includes(func.name) && !warmRuntimes.has(func.name)) warmRuntimes.set(func.name, warmRuntime(func.runtime, entry));
    const runtime = warmRuntimes.has(func.name) ? await warmRuntimes.get(func.name) : undefined;
    // Without a build directory, a function waits for its registry build instead of making one.
    const prebuilt = Object.create(func, {
      ...(runtime ? { runtime: { value: runtime } } : {}),
      invoke: { value: (options) => func.invoke.call(prebuilt, { ...options, buildDirectory: undefined }) },
    });
    return invoke.call(this, request, route, prebuilt, buildDirectory);
  };
  return true;
}
