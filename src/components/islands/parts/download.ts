/**
 * Starts a file download the way a click on <a download> does. Its own module so tests can replace
 * it (jsdom cannot download), and so it stays in the one island that uses it (GuideCard) instead of
 * every island page's shared chunk.
 */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
