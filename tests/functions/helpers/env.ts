/** The tests' challenges: counters 1 to 4, so solving one costs a few milliseconds. */
export const TEST_CHALLENGE_MAX_NUMBER = '4';

/** Environment isolation for a test file: every variable the backend reads, reset per test. */
export const BACKEND_VARS = [
  'URL',
  'CONTEXT',
  'LOG_LEVEL',
  'POSTMARK_SERVER_TOKEN',
  'POSTMARK_API_URL',
  'POSTMARK_MESSAGE_STREAM',
  'POSTMARK_TIMEOUT_SECONDS',
  'MAIL_FROM',
  'STUDIO_INBOX',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'STRIPE_TIMEOUT_MS',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_MODEL',
  'ANTHROPIC_BASE_URL',
  'AI_REVIEW_DAILY_CAP',
  'AI_REVIEW_ACCESS_KEY',
  'AI_REVIEW_ACCESS_VERSION',
  'AI_REVIEW_COOKIE_SECRET',
  'AI_REVIEW_WHITELIST_IPS',
  'AI_REVIEW_ALLOW_HOSTS',
  'AI_REVIEW_SEND_EMAIL',
  'AI_REVIEW_CHALLENGE_SECRET',
  'AI_REVIEW_CHALLENGE_MAX_NUMBER',
  'VISITOR_HASH_SALT',
  'DATA_RETENTION_DAYS',
  'REVIEW_RETENTION_DAYS',
  'SENT_MAIL_RETENTION_DAYS',
  'SITE_NAME',
  'EDITOR_GITHUB_CLIENT_ID',
  'EDITOR_GITHUB_CLIENT_SECRET',
  'EDITOR_GITHUB_REPOSITORY',
  'EDITOR_GITHUB_BRANCH',
  'EDITOR_GITHUB_API_URL',
  'EDITOR_SESSION_SECRET',
];

/**
 * Every backend variable unset, then the tests' defaults: quiet logs, a fixed salt, easy
 * proof-of-work challenges (a handful of derivations: honoured in local development only), and
 * CONTEXT=dev, the deploy context of local development (what scripts/serve.mjs sets), which a
 * request's own deploy context (helpers/request.ts) overrides.
 */
export function resetEnv(extra: Record<string, string> = {}): void {
  for (const name of BACKEND_VARS) delete process.env[name];
  process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
  process.env.CONTEXT = 'dev';
  process.env.VISITOR_HASH_SALT = 'test-salt';
  process.env.AI_REVIEW_CHALLENGE_MAX_NUMBER = TEST_CHALLENGE_MAX_NUMBER;
  Object.assign(process.env, extra);
}
