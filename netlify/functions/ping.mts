import type { Context } from '@netlify/functions';
import { getStore } from '@netlify/blobs';
export default async (req: Request, context: Context) => {
  const store = getStore({ name: 'pings', consistency: 'strong' });
  const n = ((await store.get('n', { type: 'json' })) as number | null) ?? 0;
  await store.setJSON('n', n + 1);
  return Response.json({ ok: true, n, ip: context.ip });
};
export const config = { path: '/api/ping' };
