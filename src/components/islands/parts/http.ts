/** JSON POST to the site's own functions. Errors come back as { error, issues? } (see schemas/api.ts). */
import type { ApiError } from '~/lib/schemas/api';

export interface JsonResponse<T> {
  ok: boolean;
  status: number;
  /** The parsed body, or null when it was not JSON. */
  data: T | null;
}

export async function postJson<T>(url: string, body: unknown): Promise<JsonResponse<T | ApiError>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  let data: T | ApiError | null = null;
  try {
    data = (await response.json()) as T | ApiError;
  } catch {
    data = null;
  }
  return { ok: response.ok, status: response.status, data };
}

/** The server's error text, when the body carries one. */
export function apiErrorMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const error = (data as { error?: unknown }).error;
  return typeof error === 'string' && error.trim() ? error : undefined;
}

/** The message of a thrown value, when it has a usable one. */
export function thrownMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message.trim() ? error.message : undefined;
}
