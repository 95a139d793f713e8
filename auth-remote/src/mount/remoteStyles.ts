// What a mounted screen adds to the page's <head>: the style sheets of the remote's CSS chunks, which the remote's
// chunk loader inserts as `<link rel="stylesheet" data-rspack="auth_remote:…">` when a screen's code loads. (Its
// script tags remove themselves once run. Firebase's Google script in the head and its hidden iframe belong to the
// page's session, which outlives a screen: they stay with it.) The sheets leave the head when the last mounted screen
// goes, and come back with the next mount, which waits for them: the chunk loader counts them as loaded and would
// not insert them again, and a sheet put back loads again (from the cache) before it applies.

/** The remote's federation name, the prefix rspack gives its chunk loader's elements (`data-rspack`). */
const REMOTE_PREFIX = 'auth_remote:';
/** At most this long a screen waits for its sheets to load again; then it shows anyway (a broken network). */
const RESTORE_WAIT_MS = 1000;

let parked: Element[] = [];
let loading: Promise<void> | null = null;

function remoteStyleElements(doc: Document): Element[] {
  return [
    ...doc.head.querySelectorAll(`link[data-rspack^="${REMOTE_PREFIX}"], style[data-rspack^="${REMOTE_PREFIX}"]`),
  ];
}

/** Resolves when `link` has loaded or failed, or after RESTORE_WAIT_MS. */
function loaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      link.removeEventListener('load', done);
      link.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, RESTORE_WAIT_MS);
    link.addEventListener('load', done);
    link.addEventListener('error', done);
  });
}

/** Takes the remote's style sheets out of the head, kept in order for `restoreRemoteStyles`. */
export function parkRemoteStyles(doc: Document): void {
  const found = remoteStyleElements(doc);
  for (const element of found) element.remove();
  parked = [...parked, ...found];
}

/**
 * Puts the parked style sheets back, in their order, before any of the remote's later ones. Returns what a screen
 * must wait for before it renders: the sheets put back loading (this call's or an earlier one's), or null.
 */
export function restoreRemoteStyles(doc: Document): Promise<void> | null {
  if (parked.length > 0) {
    const later = remoteStyleElements(doc)[0] ?? null;
    for (const element of parked) doc.head.insertBefore(element, later);
    const links = parked.filter((element): element is HTMLLinkElement => element.localName === 'link');
    parked = [];
    const done: Promise<void> = Promise.all([loading, ...links.map(loaded)]).then(() => {
      if (loading === done) loading = null;
    });
    loading = done;
  }
  return loading;
}
