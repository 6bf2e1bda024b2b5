/**
 * The local Blobs emulation for a test file: a BlobsServer over a fresh temporary directory,
 * wired in as the Netlify Blobs environment (edge and uncached edge URL, so strong consistency
 * works exactly as under `npm start`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { configureStores } from '../../../netlify/lib/platform/stores.ts';
import { resetVisitorSalt } from '../../../netlify/lib/limits/visitor.ts';

export interface LocalBlobs {
  directory: string;
  url: string;
  token: string;
  siteID: string;
  stop(): Promise<void>;
}

export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(join(tmpdir(), 'fn-blobs-'));
  const token = `test-${Math.random().toString(36).slice(2)}`;
  const server = new BlobsServer({ directory, token, logger: () => undefined });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const siteID = 'test-site';
  setEnvironmentContext({ edgeURL: url, uncachedEdgeURL: url, siteID, token });
  configureStores({});
  resetVisitorSalt();
  return {
    directory,
    url,
    token,
    siteID,
    async stop() {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
