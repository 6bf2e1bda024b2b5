/**
 * Who may see what the site collected: the people signed in at /admin (the editor's GitHub sign-in)
 * who are the repository's admins or are listed in STAFF_GITHUB_LOGINS. Asked of the Git host on
 * every call, as the editor asks for write access: someone removed from the repository or from
 * its admins is refused at once, not when their sign-in ends. An editor who is not staff gets 403
 * on every inbox call and sees the editor only.
 *
 * Each staff member has their own hourly limits, far above a person's pace and far below a
 * script's: reads (lists, items, the dashboard), changes (status, notes), replies (mail sent in the
 * studio's name) and exports and erasures (people's data leaving or going).
 */
import { HttpError } from '../platform/http.ts';
import { setting } from '../platform/settings.ts';
import { SlotLimiter } from '../limits/limiter.ts';
import type { SignedInRequest } from '../admin/api.ts';

export interface StaffMember {
  /** The Git host's stable id of the account (the limits' subject). */
  id: string;
  login: string;
  name: string;
}

/** The logins of STAFF_GITHUB_LOGINS, lower-cased, without a leading @. */
export function staffLogins(): string[] {
  return setting('STAFF_GITHUB_LOGINS').map((login) => login.replace(/^@/, '').toLowerCase());
}

export const NOT_STAFF = (login: string) =>
  `@${login} is not on the studio's staff list: the inbox shows people's data to the repository's admins and the logins in STAFF_GITHUB_LOGINS only. You can still edit the pages.`;

/** The signed-in user, if they are staff now; else 403. */
export async function assertStaff(request: SignedInRequest): Promise<StaffMember> {
  const { user } = request.signIn;
  const access = await request.access();
  if (!access?.canWrite) throw new HttpError(403, `@${user.login} may no longer change the repository, so the inbox is closed to them. Ask its owner.`);
  if (!access.isAdmin && !staffLogins().includes(user.login.toLowerCase())) throw new HttpError(403, NOT_STAFF(user.login));
  return { id: user.id, login: user.login, name: user.name };
}

export const STAFF_LIMITS = {
  reads: { limiter: new SlotLimiter('inbox-reads', 600, 'hour'), words: 'looked at the inbox' },
  changes: { limiter: new SlotLimiter('inbox-changes', 300, 'hour'), words: 'changed items' },
  replies: { limiter: new SlotLimiter('inbox-replies', 30, 'hour'), words: 'sent replies' },
  data: { limiter: new SlotLimiter('inbox-data', 30, 'hour'), words: "exported or erased people's data" },
} as const;
export type StaffLimit = keyof typeof STAFF_LIMITS;

/** Takes one of the staff member's calls of this kind for the hour, or refuses with 429. */
export async function claimStaff(kind: StaffLimit, staff: StaffMember): Promise<void> {
  const { limiter, words } = STAFF_LIMITS[kind];
  if (!(await limiter.claim(staff.id))) {
    throw new HttpError(429, `You have ${words} ${limiter.limit} times in the last hour, the most the inbox allows. Try again later.`, { limit: limiter.limit });
  }
}
