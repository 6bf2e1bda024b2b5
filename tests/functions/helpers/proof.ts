/**
 * Solving the AI review's proof of work as its form does, in-process: a challenge from the
 * challenge function, solved with altcha-lib, packed as ALTCHA's payload (base64 JSON of
 * { challenge, solution }). The tests' challenges are easy (helpers/env.ts), so this costs a few
 * milliseconds.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import challengeHandler from '../../../netlify/functions/ai-review-challenge.mts';
import { makeContext, makeRequest } from './netlify-request.ts';

/** A fresh challenge, as GET /api/ai-review-challenge answers it. */
export async function fetchChallenge(deployContext = 'dev'): Promise<Challenge> {
  const res = await challengeHandler(makeRequest('/api/ai-review-challenge', { method: 'GET' }), makeContext(undefined, deployContext));
  if (res.status !== 200) throw new Error(`challenge: ${res.status} ${await res.text()}`);
  return (await res.json()) as Challenge;
}

/** ALTCHA's payload for a challenge and its solution. */
export function altchaPayload(challenge: Challenge, solution: { counter: number; derivedKey: string }): string {
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** Solves a challenge (a new one unless given) and returns the payload the form sends. */
export async function solvedChallenge(challenge?: Challenge): Promise<string> {
  const target = challenge ?? (await fetchChallenge());
  const solution = await solveChallenge({ challenge: target, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('challenge not solved');
  return altchaPayload(target, solution);
}
