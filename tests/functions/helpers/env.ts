import { SETTINGS } from '../../../netlify/lib/platform/settings.ts';

/** The tests' challenges: counters 1 to 4, so solving one costs a few milliseconds. */
export const TEST_CHALLENGE_MAX_NUMBER = '4';

/**
 * Every backend variable unset, then the tests' defaults: quiet logs, a fixed salt, easy
 * proof-of-work challenges (a handful of derivations: honoured in local development only), and
 * CONTEXT=dev, the deploy context of local development (what scripts/serve.mjs sets), which a
 * request's own deploy context (helpers/request.ts) overrides.
 */
export function resetEnv(extra: Record<string, string> = {}): void {
  for (const name of Object.keys(SETTINGS)) delete process.env[name];
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
  process.env.CONTEXT = 'dev';
  process.env.VISITOR_HASH_SALT = 'test-salt';
  process.env.AI_REVIEW_CHALLENGE_MAX_NUMBER = TEST_CHALLENGE_MAX_NUMBER;
  Object.assign(process.env, extra);
}
