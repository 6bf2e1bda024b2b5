/**
 * The AI review's proof of work: an ALTCHA challenge (altcha-lib) that the visitor's browser
 * solves before it may ask for a review, so every review costs its sender some thousands of
 * PBKDF2 derivations, whatever the number of networks and mailboxes they hold.
 *
 * Challenges are issued by /api/ai-review-challenge in ALTCHA's deterministic mode: the server
 * picks the counter, derives its key once and signs it (keySignature), so a browser has to try
 * every counter up to it, while checking a solution is two HMACs. Every challenge is signed
 * with a site secret (AI_REVIEW_CHALLENGE_SECRET, else one generated into the `secrets` store),
 * expires AI_REVIEW_CHALLENGE_TTL_SECONDS after it was issued, and is accepted once: its
 * signature is claimed in the `quota` store under the UTC day it expires (so a replay finds it
 * whenever it comes, and the quota clean-up deletes it two days later).
 */
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { AI_REVIEW_CHALLENGE_TTL_SECONDS } from '../../../src/lib/config.ts';
import { isLocalDevelopment } from '../platform/env.ts';
import { HttpError } from '../platform/http.ts';
import { SlotLimiter } from '../limits/limiter.ts';
import { siteSecret } from '../platform/secrets.ts';
import { SETTINGS, setting } from '../platform/settings.ts';

/** What the browser derives (the widget's PBKDF2 worker does it with WebCrypto). */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per derivation. */
export const CHALLENGE_COST = 5_000;
/**
 * The largest counter by default. The server's counter is drawn uniformly from 1 to it, so a
 * browser tries half of it on average (7,500 derivations), spread over its cores, and no
 * starting point does better: a solver that skipped the low counters would skip the
 * challenges whose counter is there. AI_REVIEW_CHALLENGE_MAX_NUMBER raises it; only local
 * development (the tests) may lower it.
 */
export const CHALLENGE_MAX_NUMBER = SETTINGS.AI_REVIEW_CHALLENGE_MAX_NUMBER.default;

/** The code of every refusal of a proof (src/lib/api-errors.ts): the form solves a new one. */
const PROOF_OF_WORK = { code: 'proof_of_work' } as const;

/** What the endpoint answers when the proof is missing or refused. */
export const CHALLENGE_ERRORS = {
  missing: 'Proof of work required: solve a challenge from /api/ai-review-challenge and send its payload as altcha',
  malformed: 'Invalid proof of work: altcha is not the payload of a solved challenge',
  invalid: 'Invalid proof of work: the challenge or its solution does not check out',
  expired: 'Proof of work expired: solve a new challenge',
  replayed: 'Proof of work already used: solve a new challenge for each review',
} as const;

type DeployLike = Parameters<typeof isLocalDevelopment>[0];

/** The largest counter of a challenge issued now. */
export function challengeMaxNumber(context?: DeployLike): number {
  const configured = setting('AI_REVIEW_CHALLENGE_MAX_NUMBER');
  return isLocalDevelopment(context) ? configured : Math.max(CHALLENGE_MAX_NUMBER, configured);
}

/** The two HMAC keys altcha-lib signs with, derived from the one site secret. */
async function signingKeys(): Promise<{ hmacSignatureSecret: string; hmacKeySignatureSecret: string }> {
  const secret = await siteSecret('AI_REVIEW_CHALLENGE_SECRET', 'ai-review-challenge-secret');
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
  return { hmacSignatureSecret: derive('altcha-challenge'), hmacKeySignatureSecret: derive('altcha-derived-key') };
}

/** A new signed challenge, good for AI_REVIEW_CHALLENGE_TTL_SECONDS. */
export async function issueChallenge(context?: DeployLike, now = Date.now()): Promise<Challenge> {
  const max = challengeMaxNumber(context);
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: randomInt(max, 1),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + AI_REVIEW_CHALLENGE_TTL_SECONDS,
    ...(await signingKeys()),
  });
}

const hex = (max: number) => z.string().regex(/^[0-9a-f]+$/).max(max);
/**
 * ALTCHA's payload as the widget sends it: base64 of { challenge, solution }, with the fields
 * this site's challenges have (anything else is dropped, so its signature no longer matches).
 */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(CHALLENGE_ALGORITHM),
      nonce: hex(64),
      salt: hex(64),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex(128),
      keySignature: hex(128),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex(128),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex(128),
  }),
});

function decodePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const result = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** One slot per challenge signature, in the window of the day the challenge expires. */
const redeemed = new SlotLimiter('challenge-redeemed', 1, 'day');

/**
 * Accepts a solved challenge once, or throws the 4xx the endpoint answers: 400 when it is
 * missing or not an ALTCHA payload, 403 when it is forged, wrongly solved, expired or used
 * before. Checking costs two HMACs and, for a valid one, one conditional write.
 */
export async function redeemChallenge(payload: string | null | undefined): Promise<void> {
  if (!payload) throw new HttpError(400, CHALLENGE_ERRORS.missing, PROOF_OF_WORK);
  const decoded = decodePayload(payload);
  if (!decoded) throw new HttpError(400, CHALLENGE_ERRORS.malformed, PROOF_OF_WORK);
  const { challenge, solution } = decoded;
  const result = await verifySolution({ challenge, solution, deriveKey, ...(await signingKeys()) });
  if (result.expired) throw new HttpError(403, CHALLENGE_ERRORS.expired, PROOF_OF_WORK);
  if (!result.verified) throw new HttpError(403, CHALLENGE_ERRORS.invalid, PROOF_OF_WORK);
  const claim = await redeemed.claim(challenge.signature, new Date(challenge.parameters.expiresAt * 1000));
  if (!claim) throw new HttpError(403, CHALLENGE_ERRORS.replayed, PROOF_OF_WORK);
}
