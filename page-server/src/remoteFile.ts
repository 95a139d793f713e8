// A file of the auth remote that the page server puts into its pages (its manifest, its prerendered screens), kept
// as last fetched and checked again in the background: a page is never held up by the remote.

/** How long a fetched file is used before it is asked again (in the background, revalidated by its ETag). */
const MAX_AGE_MS = 10_000;
/** After a failed check (the remote not up yet, or down): how soon a page may start the next one. */
const RETRY_MS = 1_000;
const TIMEOUT_MS = 2_000;

export interface RemoteFile<T> {
  /** The file as last fetched, or null (not yet, or the remote was unreachable at the last check). */
  current(): T | null;
}

/**
 * `url`'s content as `read` makes it of the answer. A call of `current` starts the next check in the background
 * once the last is `MAX_AGE_MS` old (a second after a failed one); the first starts at once.
 */
export function remoteFile<T>(url: string, read: (response: Response) => Promise<T>): RemoteFile<T> {
  let known: { etag: string | null; value: T } | null = null;
  let checkedAt = -Infinity;
  let checking = false;

  async function check() {
    try {
      const response = await fetch(url, {
        headers: known?.etag ? { 'If-None-Match': known.etag } : {},
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 304 && known) return;
      known = response.ok ? { etag: response.headers.get('etag'), value: await read(response) } : null;
    } catch {
      // Unreachable, too slow or malformed: nothing until it answers again.
      known = null;
    }
  }

  const file = {
    current(): T | null {
      if (!checking && Date.now() - checkedAt >= (known ? MAX_AGE_MS : RETRY_MS)) {
        checkedAt = Date.now();
        checking = true;
        void check().finally(() => {
          checking = false;
        });
      }
      return known?.value ?? null;
    },
  };
  file.current();
  return file;
}
