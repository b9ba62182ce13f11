/** Hands a downloaded file to the browser to save, under the name the server gave it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving by the time the click returns; the address is let go a little later to be safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
