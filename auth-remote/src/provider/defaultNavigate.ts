/**
 * Navigation when the host passes none: the History API plus a `popstate` event, which routers built on the
 * History API (React Router, TanStack Router, ...) and plain pages listening to `popstate` all pick up.
 */
export function defaultNavigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}
