/**
 * The AI review's proof of work in the browser, as a <proof-of-work> element: ALTCHA's widget
 * inside it solves a challenge from /api/ai-review-challenge while the visitor fills in the
 * form, and `take()` hands each submit one solution (the server accepts a solution once), then
 * starts on the next.
 *
 * AiFeedbackForm renders the element (inert until this script defines it) and loads this script
 * when the visitor starts the form (first focus or input): it waits in the page, inert, in
 * ProofOfWork.astro's <template>, so the page loads none of it before.
 *
 * The widget is ALTCHA's external build: it renders in the light DOM with no stylesheet of its
 * own (it stays hidden: the form's busy state is all the visitor sees) and brings no worker; the
 * PBKDF2 worker is registered here as a file the build puts under /_astro, so the strict CSP
 * (scripts and workers from this origin only, no blob: workers, no inline styles) holds. No
 * pointer or scroll data is collected (the human-interaction signature is off) and nothing is
 * fetched from anyone but this site.
 */
import 'altcha/external';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { AI_REVIEW_CHALLENGE_PATH, AI_REVIEW_CHALLENGE_TTL_SECONDS } from '~/lib/config';

/** The algorithm of the server's challenges (netlify/lib/ai-feedback/proof-of-work.ts). */
const ALGORITHM = 'PBKDF2/SHA-256';
/** A solution older than this is solved again: the last minute is left for the request. */
const FRESH_MS = (AI_REVIEW_CHALLENGE_TTL_SECONDS - 60) * 1000;

export class ProofOfWorkElement extends HTMLElement {
  #widget: AltchaWidgetElement | undefined;
  #current: { startedAt: number; payload: Promise<string | null> } | undefined;

  connectedCallback(): void {
    if (this.#widget) return;
    const widget = document.createElement('altcha-widget');
    const loaded = new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }));
    this.append(widget);
    this.#widget = widget;
    this.#solve(loaded);
  }

  /** Starts solving a new challenge (the widget aborts one it is still solving). */
  #solve(ready: Promise<unknown> = Promise.resolve()): Promise<string | null> {
    const widget = this.#widget!;
    const payload = ready.then(() => widget.verify()).then(
      (result) => result?.payload ?? null,
      () => null,
    );
    this.#current = { startedAt: performance.now(), payload };
    return payload;
  }

  /**
   * One solved challenge (ALTCHA's payload) for this submit, waiting for the solving when it is
   * not done yet, or null when none could be had (the server then refuses the request). The
   * next one starts solving at once, for the next submit.
   */
  async take(): Promise<string | null> {
    const current = this.#current!;
    let payload = performance.now() - current.startedAt > FRESH_MS ? await this.#solve() : await current.payload;
    // One more try when that failed (the challenge could not be fetched, say).
    payload ??= await this.#solve();
    void this.#solve();
    return payload;
  }
}

const altcha = globalThis.$altcha;
altcha.algorithms.set(ALGORITHM, () => new Pbkdf2Worker());
altcha.defaults.set({
  challenge: AI_REVIEW_CHALLENGE_PATH,
  display: 'invisible',
  auto: 'off',
  humanInteractionSignature: false,
  minDuration: 0,
  hideFooter: true,
  hideLogo: true,
});
if (!customElements.get('proof-of-work')) customElements.define('proof-of-work', ProofOfWorkElement);

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'proof-of-work': DetailedHTMLProps<HTMLAttributes<ProofOfWorkElement>, ProofOfWorkElement>;
    }
  }
}
