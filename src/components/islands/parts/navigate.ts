/**
 * Leaves the page. Its own module so tests can replace it (jsdom cannot navigate), and so it stays
 * in the one island that uses it (PayNowButton) instead of every island page's shared chunk.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
