import { createElement } from 'react';
import { vi } from 'vitest';
import { useAtom } from '~/components/islands/parts/hooks';
import { $pendingToasts } from '~/components/toasts/store';

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch with a mock answering the given responses in order (the last one repeats). */
export function mockFetch(...responses: Array<Response | Error | (() => Response | Promise<Response>)>) {
  let call = 0;
  const fn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses[Math.min(call++, responses.length - 1)];
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next!.clone();
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The parsed JSON body of the n-th fetch call. */
export function sentBody(fn: ReturnType<typeof mockFetch>, n = 0): unknown {
  const init = fn.mock.calls[n]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/**
 * Shows the toasts the islands queue, in place of the page's notification region (whose own
 * behaviour, with the layout's real markup, is tested in tests/unit/toast-region.test.ts):
 * render it next to an island to find the toasts that island raises by their text.
 */
export function Toasts() {
  const toasts = useAtom($pendingToasts);
  return createElement(
    'section',
    { 'aria-label': 'Notifications' },
    toasts.map((toast) =>
      createElement('div', { key: toast.id, 'data-toast-variant': toast.variant }, createElement('p', null, toast.title), toast.description ? createElement('p', null, toast.description) : null),
    ),
  );
}

/** What the proof-of-work double (fixtures/proof-of-work-double.ts) has done, and its hold. */
export const proofOfWorkDouble = ((globalThis as { proofOfWorkDouble?: ProofOfWorkDoubleState }).proofOfWorkDouble ??= {
  loads: 0,
  taken: 0,
  hold: null,
});
export interface ProofOfWorkDoubleState {
  /** Times the double's module ran (the island loads it once per page). */
  loads: number;
  /** Payloads handed out: `altcha-payload-<n>`. */
  taken: number;
  /** While set, take() waits for it. */
  hold: Promise<void> | null;
}

/** Puts the page's inert proof-of-work script in the document (ProofOfWork.astro), as the double. */
export function addProofOfWorkTemplate(): void {
  if (document.querySelector('template[data-proof-of-work]')) return;
  const template = document.createElement('template');
  template.setAttribute('data-proof-of-work', '');
  template.innerHTML = '<script type="module" src="/tests/components/fixtures/proof-of-work-double.ts"></script>';
  document.body.append(template);
}
