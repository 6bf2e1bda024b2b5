/**
 * npm run access-key: prints a new staff access key (AI_REVIEW_ACCESS_KEY) on stdout, 32
 * random bytes in base64url (43 characters, safe in the staff link's fragment), checked by the
 * same rule the functions apply. `npm run -s access-key` prints the key alone, for a pipe.
 */
import { randomBytes } from 'node:crypto';
import { accessKeyWeakness } from '../netlify/lib/ai-feedback/staff-access.ts';

function newAccessKey() {
  // A draw practically never fails the check; one that did would be drawn again.
  for (;;) {
    const key = randomBytes(32).toString('base64url');
    if (accessKeyWeakness(key) === null) return key;
  }
}

process.stdout.write(`${newAccessKey()}\n`);
if (process.stdout.isTTY) {
  process.stderr.write('Set it as AI_REVIEW_ACCESS_KEY and give staff https://<site>/api/ai-review-access#key=<the key>\n');
}
