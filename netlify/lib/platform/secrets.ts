/**
 * Secrets of the site that work without configuration: the operator's variable when it is set,
 * else a random value generated once and kept in the `secrets` store, so every instance (and
 * every worker of the local emulation) uses the same one and it survives deploys. A deploy
 * preview's stores are its own (stores.ts), so a preview has its own generated secrets.
 */
import { randomBytes } from 'node:crypto';
import { isSet, setting, type SettingName } from './settings.ts';
import { withLock } from './lock.ts';
import { blobsAreLocal, store } from './stores.ts';

const generated = new Map<string, string>();

/** The value of `variable`, or the secret generated once under `key` in the `secrets` store. */
export async function siteSecret(variable: SettingName, key: string): Promise<string> {
  const configured = isSet(variable) ? String(setting(variable)) : undefined;
  if (configured) return configured;
  const cached = generated.get(key);
  if (cached) return cached;
  const secrets = store('secrets');
  let value = (await secrets.get(key, { type: 'text' })) as string | null;
  if (!value) {
    // First use on this site: create it once (the first writer wins; everyone then reads it).
    await withLock(
      `secrets:${key}`,
      async () => {
        if (!(await secrets.get(key, { type: 'text' }))) {
          await secrets.set(key, randomBytes(32).toString('hex'), { onlyIfNew: true });
        }
      },
      { crossProcess: blobsAreLocal() },
    );
    value = (await secrets.get(key, { type: 'text' })) as string | null;
    if (!value) throw new Error(`Could not read the secret ${key}`);
  }
  generated.set(key, value);
  return value;
}

/** Tests only: forget the generated secrets read so far (a new store directory has new ones). */
export function forgetSiteSecrets(): void {
  generated.clear();
}
