/** Leaves the page. Its own module so tests can replace it (jsdom cannot navigate). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Starts a file download the way a click on <a download> does. */
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
