import { useAuthRemote, useRemoteModule, type RemoteLoader } from '@thryve/federation/react';
import type { MountOptions } from '@thryve/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { usePageLocale } from '../app/usePageLocale';
import { Page } from '../components/Page';
import { loadMount, type MountModule } from './authRemote';
import { prerenderedElement } from './prerenderedElement';
import { RemoteScreen } from './RemoteScreen';
import { RemoteUnavailable } from './RemoteUnavailable';

type ScreenOptions = Omit<MountOptions, 'navigate' | 'documentTitle' | 'locale'>;

export interface PrerenderedScreenProps<P extends object> extends Pick<
  Parameters<typeof RemoteScreen<P>>[0],
  'load' | 'props'
> {
  /** The page's element holding the screen's HTML (prerenderedElement.ts), outside the host's root. */
  element: HTMLElement;
  /** What `auth_remote/mount` shows in it: the same screen, with the host's options. */
  options: ScreenOptions;
}

const mountLoaders = new Map<RemoteLoader<unknown>, RemoteLoader<MountModule>>();

/**
 * `./mount`, loaded with the screen's own module (`load`): mount then hydrates with that very code, already here
 * rather than fetched once mount is called, and a page that cannot load it shows the unavailable screen rather than
 * a form that never runs. One loader per screen: the key under which useRemoteModule keeps the module.
 */
function mountWithScreen(load: RemoteLoader<unknown>): RemoteLoader<MountModule> {
  let loader = mountLoaders.get(load);
  if (!loader) {
    loader = () => Promise.all([loadMount(), load()]).then(([module]) => module);
    mountLoaders.set(load, loader);
  }
  return loader;
}

/**
 * A screen the page carries prerendered: `auth_remote/mount` hydrates it in place, keeping what the visitor typed,
 * and renders nothing in the host's tree (it sits just before the host's root, where the screen shows). Leaving
 * the route unmounts it (AppRoutes takes the element out of the page). When the remote cannot be loaded, the
 * element goes and the host's unavailable screen shows; 'Try again' loads the remote's provider again if it failed
 * too, and renders the screen as the host's own.
 */
export function PrerenderedScreen<P extends object>({ element, options, load, props }: PrerenderedScreenProps<P>) {
  const mountModule = useRemoteModule(mountWithScreen(load));
  const provider = useAuthRemote();
  const [retried, setRetried] = useState(false);
  const routerNavigate = useNavigate();
  // The screen is mounted once, with the options it was given (they change only with the location, which leaves
  // this route) and the page's language; it calls the latest of the router's navigate. Its own React tree does not
  // see the host's locale: it is passed, and passed again when the visitor changes it.
  const locale = usePageLocale();
  const latest = useRef({ options, locale, navigate: routerNavigate });
  useLayoutEffect(() => {
    latest.current = { options, locale, navigate: routerNavigate };
  });
  const mount = mountModule.status === 'ready' ? mountModule.module.mount : null;
  const mountedLocale = useRef<string | null>(null);
  const optionsNow = useCallback(
    (): MountOptions => ({
      ...latest.current.options,
      locale: latest.current.locale,
      documentTitle: true,
      navigate: (path, navigateOptions) => void latest.current.navigate(path, { replace: navigateOptions?.replace }),
    }),
    [],
  );
  useEffect(() => {
    if (!mount) return undefined;
    mountedLocale.current = latest.current.locale;
    const unmount = mount(element, optionsNow());
    return () => {
      mountedLocale.current = null;
      unmount();
    };
  }, [mount, element, optionsNow]);
  useEffect(() => {
    // Never before the hydration's own mount: an early update would render the screen afresh, losing what was typed.
    if (!mount || mountedLocale.current === null || mountedLocale.current === locale) return;
    mountedLocale.current = locale;
    mount(element, optionsNow());
  }, [mount, element, optionsNow, locale]);

  const unavailable = mountModule.status === 'unavailable';
  // Before the unavailable screen is painted: never a dead form beside it.
  useLayoutEffect(() => {
    if (unavailable) element.remove();
  }, [unavailable, element]);

  if (retried) return <RemoteScreen load={load} props={props} />;
  if (!unavailable) return null;
  // The remote's provider failed with the screen's files (the same blip): it is tried again too, else the host's
  // screen would show the provider's failure at once, whatever the screen's files do now.
  const retry = () => {
    if (provider.status === 'unavailable') provider.retry();
    setRetried(true);
  };
  return (
    <Page narrow>
      <RemoteUnavailable onRetry={retry} />
    </Page>
  );
}

/**
 * The remote's sign-in or sign-up screen of a route: hydrated in place where the page carries it prerendered
 * (the page it was opened at), else rendered in the host's tree. `props` are the screen's, and its mount options.
 */
export function AuthScreen<P extends Omit<ScreenOptions, 'screen'>>({
  screen,
  path,
  load,
  props,
}: Pick<PrerenderedScreenProps<P>, 'load' | 'props'> & { screen: 'signIn' | 'signUp'; path: string }) {
  const [element] = useState(() => prerenderedElement(path));
  if (!element) return <RemoteScreen load={load} props={props} />;
  return <PrerenderedScreen element={element} options={{ ...props, screen }} load={load} props={props} />;
}
