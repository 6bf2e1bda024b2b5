/**
 * netlify.toml, dist/_redirects and the response headers as Netlify's own parsers read them, on
 * the build output (run after `npm run build`): @netlify/config (what Netlify's build resolves
 * first, for each deploy context), @netlify/redirect-parser and @netlify/headers-parser. Every
 * rule the files declare must be accepted: a rule Netlify cannot parse is dropped from the deploy
 * with no more than a warning in the build log.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveNetlifyConfig, ROOT } from './netlify.ts';

const NETLIFY_TOML = join(ROOT, 'netlify.toml');
const DIST = join(ROOT, 'dist');
const REDIRECTS_FILE = join(DIST, '_redirects');
const HEADERS_FILE = join(DIST, '_headers');
const PINNED_NODE = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies.node!;

/** The lines of a rules file that are rules (not blank, not a comment). */
const ruleLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

/**
 * The [[headers]] tables netlify.toml declares, read from its text: each one's `for` and the
 * names of the headers under its [headers.values].
 */
function declaredTomlHeaders(toml: string): Array<{ for: string; names: string[] }> {
  return toml
    .split(/^\s*\[\[headers\]\]\s*$/m)
    .slice(1)
    .map((block) => {
      const table = block.split(/^\s*\[(?!headers\.values\])[^\]]+\]/m)[0]!;
      const forPath = /^\s*for\s*=\s*"([^"]*)"/m.exec(table)?.[1] ?? '';
      const values = table.split(/^\s*\[headers\.values\]\s*$/m)[1] ?? '';
      const names = [...values.matchAll(/^\s*([A-Za-z0-9-]+)\s*=/gm)].map((m) => m[1]!);
      return { for: forPath, names };
    });
}

/** The rules of a _headers file: a path line, then its indented "Name: value" lines. */
function declaredFileHeaders(text: string): Array<{ for: string; names: string[] }> {
  const rules: Array<{ for: string; names: string[] }> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ for: line.trim(), names: [] });
    else rules.at(-1)?.names.push(line.trim().split(':')[0]!.trim());
  }
  return rules;
}

beforeAll(() => {
  if (!existsSync(REDIRECTS_FILE)) throw new Error('dist/_redirects is missing: run `npm run build` first');
  delete process.env.NETLIFY_AUTH_TOKEN;
  delete process.env.NETLIFY_SITE_ID;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('netlify.toml read by @netlify/config (offline)', () => {
  for (const context of ['production', 'deploy-preview', 'branch-deploy']) {
    it(`resolves for ${context} with no warning and no call to Netlify's API`, async () => {
      const fetch = vi.fn(() => Promise.reject(new Error('no network in this test')));
      vi.stubGlobal('fetch', fetch);
      const resolved = await resolveNetlifyConfig(context);
      expect(resolved.logs.stderr, resolved.logs.stderr.join('\n')).toEqual([]);
      expect(resolved.logs.stdout).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();

      expect(resolved.configPath).toBe(NETLIFY_TOML);
      expect(resolved.config.build.publish).toBe(DIST);
      expect(resolved.config.functionsDirectory).toBe(join(ROOT, 'netlify/functions'));
      // Netlify builds (and runs the functions) on the Node major the project pins for itself.
      expect(resolved.config.build.environment.NODE_VERSION).toBe(PINNED_NODE.split('.')[0]);
      // The build also merges dist/_redirects and the headers into the config it deploys.
      expect(resolved.redirectsPath).toBe(REDIRECTS_FILE);
      expect(resolved.config.redirects).toHaveLength(ruleLines(readFileSync(REDIRECTS_FILE, 'utf8')).length);
      expect(resolved.config.headers).toHaveLength(declaredTomlHeaders(readFileSync(NETLIFY_TOML, 'utf8')).length + (existsSync(HEADERS_FILE) ? declaredFileHeaders(readFileSync(HEADERS_FILE, 'utf8')).length : 0));
    });
  }
});

describe('dist/_redirects read by @netlify/redirect-parser', () => {
  it('accepts every rule, each as written', async () => {
    const lines = ruleLines(readFileSync(REDIRECTS_FILE, 'utf8'));
    expect(lines.length).toBeGreaterThan(0);
    const { redirects, errors } = await parseAllRedirects({
      redirectsFiles: [REDIRECTS_FILE],
      netlifyConfigPath: NETLIFY_TOML,
      configRedirects: [],
      minimal: false,
    });
    expect(errors.map(String)).toEqual([]);
    expect(redirects).toHaveLength(lines.length);
    const parsed = redirects as Array<{ from: string; to: string; status: number; force: boolean; proxy: boolean }>;
    for (const [i, line] of lines.entries()) {
      const [from, to, status] = line.split(/\s+/);
      expect(parsed[i], line).toMatchObject({ from, to, status: Number(status), force: false, proxy: false });
    }
  });
});

describe('the response headers read by @netlify/headers-parser', () => {
  it('accepts every rule of netlify.toml and dist/_headers, with every header it declares', async () => {
    const declared = [
      ...declaredTomlHeaders(readFileSync(NETLIFY_TOML, 'utf8')),
      ...(existsSync(HEADERS_FILE) ? declaredFileHeaders(readFileSync(HEADERS_FILE, 'utf8')) : []),
    ];
    expect(declared.length).toBeGreaterThan(0);
    const { headers, errors } = await parseAllHeaders({
      headersFiles: existsSync(HEADERS_FILE) ? [HEADERS_FILE] : [],
      netlifyConfigPath: NETLIFY_TOML,
      configHeaders: [],
      minimal: false,
    });
    expect(errors.map(String)).toEqual([]);
    // The parser lists the _headers file's rules first, then netlify.toml's: compared as sets.
    const parsed = (headers as Array<{ for: string; values: Record<string, string> }>).map((h) => ({ for: h.for, names: Object.keys(h.values).sort() }));
    const expected = declared.map((d) => ({ for: d.for, names: [...d.names].sort() }));
    expect(parsed).toHaveLength(expected.length);
    expect(parsed).toEqual(expect.arrayContaining(expected));
    for (const rule of parsed) expect(rule.names.length, rule.for).toBeGreaterThan(0);
  });
});
