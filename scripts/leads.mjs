#!/usr/bin/env node
/**
 * npm run leads -- export [--out DIR] [--stores leads,inquiries,reviews,orders]
 *                          [--site-id ID --token TOKEN]
 * npm run leads -- delete <email> [--dry-run] [--site-id ID --token TOKEN]
 *
 * export: writes the leads, inquiries, reviews and orders as CSV files.
 * delete: an erasure request. Deletes every lead, inquiry, AI review and outbox e-mail of that
 *   mailbox (its +tagged and, for Gmail, dotted forms too) and lists what it deleted; orders are
 *   kept for tax and accounting and listed. --dry-run lists without deleting.
 * - Local (default): the Blobs of the local emulation in .netlify/blobs-serve (what `npm start`
 *   wrote), through a BlobsServer over that directory.
 * - Production: with --site-id and --token (or NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN), the live
 *   site's Blobs through the Netlify API. The token is a personal access token.
 * Exports go to .netlify/exports/ (git-ignored: the files hold personal data) unless --out.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { EXPORTS, exportStore } from '../netlify/lib/data/export.ts';
import { eraseAddress } from '../netlify/lib/data/retention.ts';

const USAGE = `Usage: npm run leads -- export [--out DIR] [--stores ${EXPORTS.join(',')}] [--site-id ID --token TOKEN] [--dir .netlify/blobs-serve]
       npm run leads -- delete <email> [--dry-run] [--site-id ID --token TOKEN] [--dir .netlify/blobs-serve]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    stores: { type: 'string' },
    'site-id': { type: 'string' },
    token: { type: 'string' },
    dir: { type: 'string' },
    'dry-run': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const command = positionals[0];
const validDelete = command === 'delete' && positionals.length === 2 && /^[^\s@]+@[^\s@]+$/.test(positionals[1]);
if (values.help || !(command === 'export' || validDelete)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

const root = process.cwd();
const wanted = (values.stores ?? EXPORTS.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
for (const name of wanted) {
  if (!EXPORTS.includes(name)) {
    console.error(`Unknown store "${name}". ${USAGE}`);
    process.exit(1);
  }
}
const outDir = resolve(root, values.out ?? join('.netlify', 'exports'));
const siteID = values['site-id'] ?? process.env.NETLIFY_SITE_ID;
const token = values.token ?? process.env.NETLIFY_AUTH_TOKEN;

let server = null;
let storeOptions;
if (siteID && token) {
  storeOptions = { siteID, token };
  console.log(`Reading production Blobs of site ${siteID}`);
} else {
  const directory = resolve(root, values.dir ?? join('.netlify', 'blobs-serve'));
  if (!existsSync(join(directory, 'entries'))) {
    console.error(`No local Blobs data in ${directory} (run npm start and use the site first, or pass --site-id and --token).`);
    process.exit(1);
  }
  // The emulation's site id: the linked site's id, or "0" for an unlinked project.
  let localSite = '0';
  try {
    const state = JSON.parse(await readFile(join(root, '.netlify', 'state.json'), 'utf8'));
    if (state.siteId) localSite = state.siteId;
  } catch {
    const sites = await readdir(join(directory, 'entries'));
    if (sites.length === 1) localSite = sites[0];
  }
  const localToken = 'leads-export';
  server = new BlobsServer({ directory, token: localToken, logger: () => undefined });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  storeOptions = { siteID: localSite, token: localToken, edgeURL: url, uncachedEdgeURL: url };
  console.log(`Reading local Blobs in ${directory} (site ${localSite})`);
}

try {
  if (command === 'delete') {
    const result = await eraseAddress(positionals[1], (name) => getStore({ name, consistency: 'strong', ...storeOptions }), {
      dryRun: values['dry-run'] ?? false,
    });
    const verb = result.dryRun ? 'would delete' : 'deleted';
    console.log(`Mailbox ${result.mailbox}${result.addresses.length ? ` (addresses found: ${result.addresses.join(', ')})` : ''}`);
    for (const [name, keys] of Object.entries(result.deleted)) {
      console.log(`${name}: ${verb} ${keys.length}${keys.length ? ` (${keys.join(', ')})` : ''}`);
    }
    console.log(`orders: kept ${result.ordersKept.length} for tax and accounting${result.ordersKept.length ? ` (${result.ordersKept.join(', ')})` : ''}`);
    if (result.unreadable.length) console.log(`could not read ${result.unreadable.length} record(s), check them for this address by hand: ${result.unreadable.join(', ')}`);
  } else {
    await mkdir(outDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const name of wanted) {
      const store = getStore({ name, consistency: 'strong', ...storeOptions });
      const { csv, count, unreadable } = await exportStore(name, store);
      const file = join(outDir, `${name}-${stamp}.csv`);
      await writeFile(file, csv, { mode: 0o600 });
      console.log(`${name}: ${count} record(s) → ${file}`);
      if (unreadable.length) console.log(`${name}: ${unreadable.length} record(s) could not be read and are not in the file: ${unreadable.join(', ')}`);
    }
  }
} catch (error) {
  console.error(`${command === 'delete' ? 'Delete' : 'Export'} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
