/** Long enough for any browser to have started reading the file before its URL is revoked. */
const REVOKE_AFTER_MS = 40_000;

/** Saves `blob` as a file named `filename` (a temporary object URL and an `a[download]`, both removed after). */
export function downloadFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
