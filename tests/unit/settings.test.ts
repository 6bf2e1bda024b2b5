/**
 * The settings are written once, in netlify/lib/platform/settings.ts: `.env.example` documents
 * each of them with its default, docs/deploy.md's settings tables name each one meant for a
 * deploy with its default, and no other server module reads the environment. Change a default
 * or add a setting without the other two and this fails, naming what disagrees.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS, setting, type SettingDefinition, type SettingName } from '../../netlify/lib/platform/settings.ts';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const envExample = read('.env.example');
const deployDoc = read('docs/deploy.md');
const definitions = Object.entries(SETTINGS) as [SettingName, SettingDefinition][];

/** `# NAME=value` lines of .env.example, by section: the backend's, then the local tooling's. */
function exampleLines(): { backend: Map<string, string>; tooling: Map<string, string> } {
  const [backend, tooling] = envExample.split(/^# LOCAL TOOLING.*$/m);
  const lines = (text: string) => new Map([...text.matchAll(/^# ([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')]));
  return { backend: lines(backend!), tooling: lines(tooling ?? '') };
}

/** How a default is written in .env.example. */
const written = (definition: SettingDefinition): string => ('default' in definition && definition.default !== undefined ? String(definition.default) : '');

describe('.env.example', () => {
  const { backend, tooling } = exampleLines();

  it('documents every setting, with its default', () => {
    const wrong = definitions.filter(([name, definition]) => backend.get(name) !== written(definition)).map(([name, definition]) => `# ${name}=${written(definition)} (found: ${backend.has(name) ? `"${backend.get(name)}"` : 'nothing'})`);
    expect(wrong).toEqual([]);
  });

  it('documents nothing above the local tooling that is not a setting', () => {
    expect([...backend.keys()].filter((name) => !(name in SETTINGS) && !['NETLIFY_SITE_ID', 'NETLIFY_AUTH_TOKEN', 'TEST_LOG_LEVEL', 'FUZZ_RUNS', 'FUZZ_SEED', 'EMULATION_CONCURRENCY'].includes(name))).toEqual([]);
  });

  it("lists as local tooling only variables that a script or a test reads", () => {
    const sources = ['scripts', 'tests', 'src/editor/dev', 'playwright.config.ts']
      .flatMap((path) => (path.endsWith('.ts') ? [path] : readdirSync(join(root, path), { recursive: true, encoding: 'utf8' }).map((file) => join(path, file))))
      .filter((path) => /\.(m?[jt]s|tsx)$/.test(path))
      .map(read)
      .join('\n');
    expect([...tooling.keys()].filter((name) => !sources.includes(name))).toEqual([]);
  });
});

describe('docs/deploy.md', () => {
  /** The first cell of every row of the settings tables: the names it gives. */
  const rows = [...deployDoc.matchAll(/^\| (`[A-Z][A-Z0-9_]+`(?:, `[A-Z][A-Z0-9_]+`)*) \|(.*)$/gm)].map((m) => ({
    names: [...m[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((n) => n[1]!),
    rest: m[2]!,
  }));
  const documented = new Set(rows.flatMap((row) => row.names));

  it("names every setting meant for a deploy (not one Netlify sets, nor a tests' address)", () => {
    const ownedByNetlify = new Set(['URL', 'CONTEXT', 'SITE_NAME']);
    const meant = definitions.filter(([name, definition]) => !ownedByNetlify.has(name) && definition.scope.some((scope) => scope !== 'dev')).map(([name]) => name);
    expect(meant.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !(name in SETTINGS))).toEqual([]);
  });

  it('states the default of every whole-number setting it names', () => {
    const wrong = rows.flatMap((row) =>
      row.names.flatMap((name) => {
        const definition: SettingDefinition = SETTINGS[name as SettingName];
        if (definition?.kind !== 'whole number') return [];
        const text = row.rest.replace(/(\d),(\d{3})/g, '$1$2');
        return new RegExp(`\\b${definition.default}\\b`).test(text) ? [] : [`${name}: ${definition.default}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the server reads its settings in one place', () => {
  it('no module of netlify/ but settings.ts reads process.env for a setting', () => {
    const files = readdirSync(join(root, 'netlify'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?ts$/.test(file) && !file.startsWith('generated'));
    const readers = files.filter((file) => /process\.env\.(?!NETLIFY_BLOBS_CONTEXT\b)|process\.env\[/.test(read(join('netlify', file))));
    expect(readers).toEqual(['lib/platform/settings.ts']);
  });

  it('reads a value as its setting takes it: bounds, yes/no, lists, defaults', () => {
    const saved = { ...process.env };
    try {
      process.env.AI_REVIEW_DAILY_CAP = '5000000';
      expect(setting('AI_REVIEW_DAILY_CAP')).toBe(SETTINGS.AI_REVIEW_DAILY_CAP.max);
      process.env.AI_REVIEW_DAILY_CAP = '12.5';
      expect(setting('AI_REVIEW_DAILY_CAP')).toBe(SETTINGS.AI_REVIEW_DAILY_CAP.default);
      process.env.AI_REVIEW_SEND_EMAIL = 'off';
      expect(setting('AI_REVIEW_SEND_EMAIL')).toBe(false);
      process.env.AI_REVIEW_SEND_EMAIL = 'maybe';
      expect(setting('AI_REVIEW_SEND_EMAIL')).toBe(true);
      process.env.AI_REVIEW_WHITELIST_IPS = ' 203.0.113.7, ,10.0.0.0/8 ';
      expect(setting('AI_REVIEW_WHITELIST_IPS')).toEqual(['203.0.113.7', '10.0.0.0/8']);
      process.env.MAIL_FROM = '   ';
      expect(setting('MAIL_FROM')).toBe(SETTINGS.MAIL_FROM.default);
    } finally {
      process.env = saved;
    }
  });
});
