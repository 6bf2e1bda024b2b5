/**
 * The deploy as Netlify's own tooling sees it, offline (no token, no API, no network):
 * - netlify.toml (and dist/'s _redirects and _headers) read by @netlify/config's resolveConfig,
 *   the parser Netlify's build runs first;
 * - the functions bundled by @netlify/zip-it-and-ship-it with the options Netlify's build derives
 *   from that config, into zip archives and a manifest.json;
 * - a zip unpacked and its entry point run as the Lambda handler it is, by lambda-local (what
 *   Netlify's local runtime, @netlify/functions-dev, runs a v2 function with), with the request
 *   shaped as Netlify's edge hands it over: the x-nf-* headers and the Blobs context in the event.
 */
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { resolveConfig } from '@netlify/config';
import { zipFunctions, type FunctionsManifest, type FunctionConfig } from '@netlify/zip-it-and-ship-it';
import lambdaLocal from 'lambda-local';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface NetlifyConfigResult {
  /** The resolved netlify.toml, merged with dist/_redirects and dist/_headers. */
  config: {
    build: { publish: string; environment: Record<string, string> };
    functionsDirectory: string;
    functions: Record<string, Record<string, unknown>>;
    headers: unknown[];
    redirects: unknown[];
  };
  configPath: string;
  redirectsPath: string;
  headersPath: string;
  /** Everything the parser printed: warnings (unknown keys, rules it dropped…) land here. */
  logs: { stdout: string[]; stderr: string[] };
}

/**
 * netlify.toml as Netlify's build resolves it for a deploy context, offline: no site settings or
 * environment come from Netlify's API (the caller clears NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID).
 */
export async function resolveNetlifyConfig(context = 'production'): Promise<NetlifyConfigResult> {
  const result = await resolveConfig({
    cwd: ROOT,
    repositoryRoot: ROOT,
    context,
    branch: 'main',
    offline: true,
    buffer: true,
  });
  return result as unknown as NetlifyConfigResult;
}

/**
 * The bundler's options for each function pattern of netlify.toml's [functions], translated the
 * way Netlify's build does before it calls zip-it-and-ship-it: snake_case keys to the bundler's
 * names, `node_bundler = "esbuild"` to esbuild with the bundler's own fallback, included files
 * relative to the build directory, and the site's Node version as the functions' runtime.
 */
export function bundlerConfig(
  functions: Record<string, Record<string, unknown>>,
  buildDir: string,
  nodeVersion: string,
): Record<string, FunctionConfig> {
  const config: Record<string, FunctionConfig> = {};
  for (const [pattern, settings] of Object.entries(functions)) {
    config[pattern] = {
      externalNodeModules: settings.external_node_modules as string[] | undefined,
      includedFiles: settings.included_files as string[] | undefined,
      includedFilesBasePath: buildDir,
      ignoredNodeModules: settings.ignored_node_modules as string[] | undefined,
      name: settings.name as string | undefined,
      nodeBundler: settings.node_bundler === 'esbuild' ? 'esbuild_zisi' : (settings.node_bundler as FunctionConfig['nodeBundler']),
      nodeVersion,
      schedule: settings.schedule as string | undefined,
    };
  }
  return config;
}

export interface Bundles {
  directory: string;
  results: Awaited<ReturnType<typeof zipFunctions>>;
  manifest: FunctionsManifest;
}

/** Bundles every function of the functions directory into `directory`, as Netlify's build does. */
export async function bundleFunctions(netlify: NetlifyConfigResult, directory: string): Promise<Bundles> {
  const nodeVersion = netlify.config.build.environment.NODE_VERSION ?? '22';
  const manifestPath = join(directory, 'manifest.json');
  const results = await zipFunctions([netlify.config.functionsDirectory], directory, {
    basePath: ROOT,
    repositoryRoot: ROOT,
    config: bundlerConfig(netlify.config.functions, ROOT, nodeVersion),
    manifest: manifestPath,
    archiveFormat: 'zip',
  });
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as FunctionsManifest;
  return { directory, results, manifest };
}

/** Unpacks a zip archive (stored or deflated entries, as the bundler writes them) into `target`. */
export async function extractZip(zipPath: string, target: string): Promise<string[]> {
  const zip = await readFile(zipPath);
  // End of central directory: the last record with this signature (a comment may follow it).
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error(`${zipPath} is not a zip archive`);
  const count = zip.readUInt16LE(end + 10);
  let entry = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(entry) !== 0x02014b50) throw new Error(`${zipPath}: bad central directory entry`);
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const mode = zip.readUInt32LE(entry + 38) >>> 16;
    const localHeader = zip.readUInt32LE(entry + 42);
    const name = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    entry += 46 + nameLength + extraLength + commentLength;

    const destination = resolve(target, name);
    if (relative(target, destination).split(sep).includes('..')) throw new Error(`${zipPath}: ${name} leaves the archive`);
    if (name.endsWith('/')) {
      await mkdir(destination, { recursive: true });
      continue;
    }
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${zipPath}: ${name} uses compression method ${method}`);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    await mkdir(dirname(destination), { recursive: true });
    if ((mode & 0o170000) === 0o120000) await symlink(data.toString('utf8'), destination);
    else await writeFile(destination, data, { mode: (mode & 0o777) || 0o644 });
    names.push(name);
  }
  return names;
}

export interface Invocation {
  /** The local Blobs emulation the function is given, as Netlify gives it production's. */
  blobs: { url: string; token: string; siteID: string };
  deployContext: string;
  ip: string;
}

interface LambdaStreamResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean>;
  multiValueHeaders?: Record<string, Array<string | number | boolean>>;
  body?: NodeJS.ReadableStream | string | null;
}

/**
 * Runs an unpacked v2 function's entry point (___netlify-entry-point.mjs, which wraps the bundled
 * module in Netlify's bootstrap) as a streaming Lambda handler on one request.
 */
export async function invokeBundle(entryPoint: string, request: Request, invocation: Invocation): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  Object.assign(headers, {
    'x-nf-client-connection-ip': invocation.ip,
    'x-nf-deploy-context': invocation.deployContext,
    'x-nf-deploy-id': 'bundle-test',
    'x-nf-site-id': invocation.blobs.siteID,
    'x-nf-request-id': `bundle-test-${Math.random().toString(36).slice(2)}`,
  });
  const body = request.body ? await request.text() : undefined;
  const blobs = { url: invocation.blobs.url, url_uncached: invocation.blobs.url, token: invocation.blobs.token };
  const event = {
    rawUrl: url.href,
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    body,
    isBase64Encoded: false,
    blobs: Buffer.from(JSON.stringify(blobs)).toString('base64'),
  };
  lambdaLocal.getLogger().level = 'alert';
  const result = (await lambdaLocal.execute({
    lambdaPath: entryPoint,
    esm: true,
    event,
    clientContext: JSON.stringify({}),
    timeoutMs: 30_000,
    verboseLevel: 0,
  })) as LambdaStreamResult;
  const responseHeaders = new Headers();
  for (const [key, value] of Object.entries(result.headers ?? {})) responseHeaders.set(key, String(value));
  for (const [key, values] of Object.entries(result.multiValueHeaders ?? {})) {
    for (const value of values) responseHeaders.append(key, String(value));
  }
  const chunks: Buffer[] = [];
  if (typeof result.body === 'string') chunks.push(Buffer.from(result.body));
  else if (result.body) for await (const chunk of result.body) chunks.push(Buffer.from(chunk as Uint8Array));
  const noBody = [101, 204, 205, 304].includes(result.statusCode);
  return new Response(noBody ? null : Buffer.concat(chunks), { status: result.statusCode, headers: responseHeaders });
}
