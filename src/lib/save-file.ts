/** Opens `href` as a download named `name`, through a plain link (no token goes into the address). */
export function openDownload(href: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  openDownload(href, name);
  // Some browsers read the object URL after click returns; revoke on the next task.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
