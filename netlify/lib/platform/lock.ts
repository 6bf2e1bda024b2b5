/**
 * Serialises critical sections by name on this machine.
 *
 * Netlify Blobs' conditional writes are atomic in production, so there this lock only saves
 * wasted round trips. The local emulator (the BlobsServer behind `npm start`) checks
 * If-None-Match / If-Match and then writes in separate steps, so two concurrent claims can both
 * "win". Under the local emulation each function call also runs in its own worker thread, so an
 * in-memory mutex alone would not serialise them: the lock is an in-memory FIFO chain (cheap,
 * same module instance) plus, against the local emulator, a directory lock under the OS temp
 * dir (mkdir is atomic), which every worker and process on the machine shares.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chains = new Map<string, Promise<void>>();
const LOCK_DIR = join(tmpdir(), 'northlight-fn-locks');
const STALE_MS = 15_000;
const WAIT_MS = 20_000;

export class LockTimeoutError extends Error {
  constructor(name: string) {
    super(`Timed out waiting for lock ${name}`);
    this.name = 'LockTimeoutError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function acquireDirLock(name: string): Promise<() => Promise<void>> {
  const path = join(LOCK_DIR, createHash('sha256').update(name).digest('hex').slice(0, 40));
  const deadline = Date.now() + WAIT_MS;
  let delay = 1;
  for (;;) {
    try {
      await mkdir(path);
      return () => rmdir(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') {
        await mkdir(LOCK_DIR, { recursive: true });
        continue;
      }
      if (code !== 'EEXIST') throw error;
      try {
        const info = await stat(path);
        if (Date.now() - info.mtimeMs > STALE_MS) {
          // A holder that died without releasing: take the lock over.
          await rm(path, { recursive: true, force: true });
          continue;
        }
      } catch {
        continue; // released between mkdir and stat
      }
      if (Date.now() > deadline) throw new LockTimeoutError(name);
      await sleep(delay + Math.random() * delay);
      delay = Math.min(delay * 2, 16);
    }
  }
}

let enabled = true;

/**
 * Tests only: turn the lock off, to prove that the conditional writes alone (against a store
 * with atomic If-None-Match / If-Match) keep the limits exact.
 * @internal Also a seam for the tests (knip --production).
 */
export function configureLock(options: { enabled: boolean }): void {
  enabled = options.enabled;
}

/**
 * Runs `fn` holding the lock `name`. `crossProcess: false` keeps only the in-memory part (for
 * production Blobs, whose conditional writes are atomic anyway); the default takes both.
 */
export async function withLock<T>(name: string, fn: () => Promise<T>, options: { crossProcess?: boolean } = {}): Promise<T> {
  if (!enabled) return fn();
  const crossProcess = options.crossProcess ?? true;
  const previous = chains.get(name) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => mine);
  chains.set(name, tail);
  await previous;
  try {
    const unlock = crossProcess ? await acquireDirLock(name) : async () => undefined;
    try {
      return await fn();
    } finally {
      await unlock().catch(() => undefined);
    }
  } finally {
    release();
    if (chains.get(name) === tail) chains.delete(name);
  }
}
