/**
 * Every setting the functions read from the environment, once: its type, default, bounds, the
 * deploys it is meant for and what it does. `.env.example` and the settings table of
 * docs/deploy.md are checked against this list (tests/unit/settings.test.ts), and no other
 * module reads `process.env` for a setting.
 *
 * Values are read on each call, not at import, so the tests and the local emulation can change
 * them between requests. A value that is not what its setting takes (not a whole number, out of
 * its bounds, not a yes/no) falls back to the default or the nearest bound, as a deploy that
 * set a typo would rather run than stop.
 */
import { RETENTION_DAYS } from '../../../src/lib/config.ts';
import { STUDIO } from '../../generated/studio.ts';

/** Where a setting is meant to be set (the local emulation, `dev`, reads `.env`). */
export type DeployScope = 'production' | 'deploy-preview' | 'branch-deploy' | 'dev';
const EVERYWHERE: readonly DeployScope[] = ['production', 'deploy-preview', 'branch-deploy', 'dev'];

interface Common {
  /** What it does, in the operator's words. */
  about: string;
  /** Where it is meant to be set. */
  scope: readonly DeployScope[];
  /** A credential: never logged, never shown. */
  secret?: boolean;
}
export type SettingDefinition =
  | (Common & { kind: 'text'; default?: string })
  | (Common & { kind: 'whole number'; default: number; min: number; max: number })
  | (Common & { kind: 'yes/no'; default: boolean })
  | (Common & { kind: 'list' });

const text = <E extends Partial<Common> & { default?: string }>(about: string, extra: E = {} as E) => ({ kind: 'text' as const, about, scope: EVERYWHERE, ...extra });
const secret = <E extends Partial<Common>>(about: string, extra: E = {} as E) => ({ kind: 'text' as const, about, scope: EVERYWHERE, secret: true, ...extra });
const wholeNumber = (about: string, value: number, min: number, max: number) => ({ kind: 'whole number' as const, about, default: value, min, max, scope: EVERYWHERE });
const yesNo = (about: string, value: boolean) => ({ kind: 'yes/no' as const, about, default: value, scope: EVERYWHERE });
const list = <E extends Partial<Common>>(about: string, extra: E = {} as E) => ({ kind: 'list' as const, about, scope: EVERYWHERE, ...extra });

export const SETTINGS = {
  // Netlify's own
  URL: text("The site's public address, for links in e-mails and Stripe's return addresses. Netlify sets it; unset, the request's own origin."),
  CONTEXT: text('The deploy context at build time. Netlify sets it for builds only; `npm start` and the tests set `dev`.', { scope: ['dev'] }),
  SITE_NAME: text("The site's name on Netlify, for the editor's Deploy Preview links. Netlify sets it."),
  // Logs and identity
  LOG_LEVEL: text('The threshold of the JSON log lines: debug, info, warn, error or silent.', { default: 'info' }),
  VISITOR_HASH_SALT: secret('Salt of the visitor hash behind every limit. Unset: one is generated into the (deploy\'s) `secrets` store.'),
  // Mail
  POSTMARK_SERVER_TOKEN: secret('Sends mail through Postmark. Unset: every message waits in the outbox.'),
  MAIL_FROM: text('The sender of every e-mail; must be a Postmark sender signature or on a verified domain.', { default: `${STUDIO.name} <${STUDIO.email}>` }),
  STUDIO_INBOX: text('Where inquiries and order notices go.', { default: STUDIO.email }),
  POSTMARK_MESSAGE_STREAM: text("Postmark's message stream.", { default: 'outbound' }),
  POSTMARK_TIMEOUT_SECONDS: wholeNumber("How long a call to Postmark may take, in seconds.", 10, 1, 60),
  POSTMARK_API_URL: text("Another address for Postmark's API (the tests' fake).", { scope: ['dev'] }),
  // Payments
  STRIPE_SECRET_KEY: secret('Turns on Stripe Checkout. Unset on a deploy: payment answers 503; locally, the TEST MODE checkout.'),
  STRIPE_WEBHOOK_SECRET: secret("Verifies Stripe's events at /api/stripe-webhook. Unset: the webhook answers 503."),
  STRIPE_TIMEOUT_MS: wholeNumber('How long a call to Stripe may take, in milliseconds.', 10_000, 1_000, 60_000),
  STRIPE_API_URL: text("Another address for Stripe's API (the tests' fake).", { scope: ['dev'] }),
  // The AI review
  ANTHROPIC_API_KEY: secret('Claude writes the review. Unset, past the cap or on failure: the deterministic writer does.'),
  ANTHROPIC_MODEL: text('The Claude model that writes the review.', { default: 'claude-sonnet-5-5' }),
  ANTHROPIC_BASE_URL: text("Another address for Anthropic's API (the tests' fake).", { scope: ['dev'] }),
  AI_REVIEW_DAILY_CAP: wholeNumber('Model calls per UTC day for the whole site; each network gets a share of it.', 200, 0, 1_000_000),
  AI_REVIEW_ACCESS_KEY: secret('The staff key behind the staff access link: at least 32 random characters (`npm run access-key`).'),
  AI_REVIEW_ACCESS_VERSION: wholeNumber('Part of every staff cookie: raising it signs every staff cookie out.', 1, 1, 1_000_000_000),
  AI_REVIEW_COOKIE_SECRET: secret('Signs the staff cookie. Unset: derived from the access key.'),
  AI_REVIEW_WHITELIST_IPS: list('Addresses or CIDR ranges (comma-separated) exempt from the per-visitor review quota.'),
  AI_REVIEW_CHALLENGE_SECRET: secret("Signs the review form's proof-of-work challenges. Unset: one is generated into the (deploy's) `secrets` store."),
  AI_REVIEW_CHALLENGE_MAX_NUMBER: wholeNumber(
    "The proof of work's largest counter (a browser tries half of it on average). On a deploy a value can only raise it.",
    15_000,
    1,
    1_000_000,
  ),
  AI_REVIEW_SEND_EMAIL: yesNo('Mails the review to the address typed in the form.', true),
  AI_REVIEW_ALLOW_HOSTS: list('Hosts of this machine the review may fetch (host:port, comma-separated). Honoured in local development only.', { scope: ['dev'] }),
  // Retention
  DATA_RETENTION_DAYS: wholeNumber('How long leads and inquiries are kept, in days; can only shorten what the privacy policy states.', RETENTION_DAYS.leads, 1, RETENTION_DAYS.leads),
  REVIEW_RETENTION_DAYS: wholeNumber('How long AI reviews are kept, in days; can only shorten it.', RETENTION_DAYS.reviews, 1, RETENTION_DAYS.reviews),
  SENT_MAIL_RETENTION_DAYS: wholeNumber('How long sent e-mails are kept, in days; can only shorten it.', RETENTION_DAYS.sentMail, 1, RETENTION_DAYS.sentMail),
  // The editor at /admin
  EDITOR_GITHUB_CLIENT_ID: text("The GitHub App's Client ID (the editor at /admin)."),
  EDITOR_GITHUB_CLIENT_SECRET: secret('A client secret of the GitHub App.'),
  EDITOR_GITHUB_REPOSITORY: text('The repository the site is built from, `owner/name`.'),
  EDITOR_GITHUB_BRANCH: text("The branch pull requests go to. Unset: the repository's default branch."),
  EDITOR_GITHUB_API_URL: text("Another address for GitHub's API (the tests' fake).", { scope: ['dev'] }),
  EDITOR_PUBLISH_TOKEN: secret("A GitHub token (fine-grained: this repository, Contents and Pull requests read and write, Commit statuses read) that merges pull requests editors scheduled at /admin. Unset: scheduling is off."),
  EDITOR_SESSION_SECRET: secret("Encrypts the editors' sign-in cookies. Unset: generated into the site's `secrets` store; changing it signs every editor out."),
  // The staff's inbox at /admin
  STAFF_GITHUB_LOGINS: list("GitHub logins (comma-separated) who see the inbox, the dashboard and people's data at /admin, besides the repository's admins. Others who sign in see the editor only."),
  INBOX_DIGEST: yesNo("Mails the studio a morning digest (yesterday's counts and the unanswered items), through the outbox.", true),
} as const satisfies Record<string, SettingDefinition>;

export type SettingName = keyof typeof SETTINGS;
type Definition<N extends SettingName> = (typeof SETTINGS)[N];
/** What a setting reads as: a number, a yes/no, a list, or text (undefined when unset and without a default). */
export type SettingValue<N extends SettingName> = Definition<N> extends { kind: 'whole number' }
  ? number
  : Definition<N> extends { kind: 'yes/no' }
    ? boolean
    : Definition<N> extends { kind: 'list' }
      ? string[]
      : Definition<N> extends { default: string }
        ? string
        : string | undefined;

/** The raw text of a variable, trimmed; undefined when unset or empty. */
function raw(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** A setting's value now (see the header for how a wrong value reads). */
export function setting<N extends SettingName>(name: N): SettingValue<N> {
  const definition: SettingDefinition = SETTINGS[name];
  const value = raw(name);
  switch (definition.kind) {
    case 'whole number': {
      const n = value === undefined ? Number.NaN : Number(value);
      if (!Number.isInteger(n)) return definition.default as SettingValue<N>;
      return Math.min(definition.max, Math.max(definition.min, n)) as SettingValue<N>;
    }
    case 'yes/no': {
      const word = value?.toLowerCase();
      if (word && ['1', 'true', 'yes', 'on'].includes(word)) return true as SettingValue<N>;
      if (word && ['0', 'false', 'no', 'off'].includes(word)) return false as SettingValue<N>;
      return definition.default as SettingValue<N>;
    }
    case 'list':
      return (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean) as SettingValue<N>;
    default:
      return (value ?? definition.default) as SettingValue<N>;
  }
}

/** Whether a setting was given a value (a credential's presence switches a service on). */
export function isSet(name: SettingName): boolean {
  return raw(name) !== undefined;
}
