// mount() as a unit: the real screens and provider over a session store whose Firebase is a stand-in (the real
// one runs in the browser test e2e/specs/mount.spec.ts, through the federation runtime).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAppError, preloadLocale } from '@thryve/contract';
import { createSessionStore, resolveConfig, stopSession, type SessionStore } from '@thryve/shared';
import { PRERENDERED_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from '@thryve/shared/first-screen';
import { standInFirebase, type SessionOperations } from '@thryve/shared/testing';
import type { User } from 'firebase/auth';

import { prerenderScreen } from '../../prerender/prerenderScreens';
import { mount } from '../mount';

function idToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ iat: now, exp: now + 3600, auth_time: now })}.sig`;
}

const ADA = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada Lovelace', emailVerified: false };
let store: SessionStore;

/** The page's session, started here with a stand-in Firebase (mount finds it like any running session). */
function startStandInSession() {
  let listener: ((user: User | null) => void) | null = null;
  const user = {
    ...ADA,
    providerData: [{ providerId: 'password' }],
    getIdToken: async () => idToken(),
  } as unknown as User;
  const auth = {
    currentUser: null as User | null,
    onIdTokenChanged(next: (user: User | null) => void) {
      listener = next;
      next(null);
      return () => undefined;
    },
    async signOut() {
      auth.currentUser = null;
      listener?.(null);
    },
  };
  const signInAs = async () => {
    auth.currentUser = user;
    listener?.(user);
    return user;
  };
  const operations = {
    signInWithEmail: signInAs,
    signInWithGoogle: signInAs,
    signInWithToken: signInAs,
    createAccount: signInAs,
    applyPersistence: async () => undefined,
    requestPasswordReset: async () => undefined,
    endServerSession: async () => undefined,
  } as SessionOperations;
  store = createSessionStore(resolveConfig(), standInFirebase(auth, operations));
  globalThis.__thryveSession = store;
}

let element: HTMLElement;
beforeEach(() => {
  startStandInSession();
  element = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  stopSession();
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.title = '';
});

// Spanish loads on demand (as on a page); these tests render it at once, so it is loaded first.
beforeAll(() => preloadLocale('es'));

/**
 * The sign-in screen prerendered in `locale` in the element, with an email typed into it and focused before any
 * script; and what React reports from then on (console errors, page errors), read by `errors()` once it is done.
 */
async function typedIntoPrerenderedSignIn(locale: 'en' | 'es') {
  element.setAttribute(PRERENDERED_ATTRIBUTE, 'signIn');
  element.innerHTML = await prerenderScreen('signIn', locale);
  const email = element.querySelector<HTMLInputElement>('input[name=email]')!;
  email.value = ADA.email;
  email.focus();
  const consoleErrors = jest.spyOn(console, 'error');
  const pageErrors: unknown[] = [];
  const onPageError = (event: ErrorEvent) => pageErrors.push(event.error);
  window.addEventListener('error', onPageError);
  const errors = () => {
    window.removeEventListener('error', onPageError);
    return [consoleErrors.mock.calls, pageErrors];
  };
  return { email, errors };
}

describe('a prerendered screen (the HTML the remote’s build emits)', () => {
  it('is hydrated in place: what was typed and ticked before stays, Sign in waits until then, no hydration error', async () => {
    element.setAttribute(PRERENDERED_ATTRIBUTE, 'signIn');
    element.innerHTML = await prerenderScreen('signIn', 'en');
    const field = (name: string) => element.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    const [email, password, rememberMe] = [field('email'), field('password'), field('rememberMe')];
    const submit = within(element).getByRole('button', { name: 'Sign in' });
    // HTML only: nothing would handle a submission, and a native one would put the password in the URL.
    expect(submit).toBeDisabled();
    // Typed before any script ran (no events reach React: it is not there yet).
    email.value = ADA.email;
    password.value = 'secret-1';
    rememberMe.checked = false;

    const errors = jest.spyOn(console, 'error');
    const options = { screen: 'signIn' as const, signUpPath: '/signup', navigate: jest.fn(), onSignIn: jest.fn() };
    act(() => {
      mount(element, options);
    });
    await waitFor(() => expect(submit).toBeEnabled());
    // The very same elements, still holding what was typed; React raised no hydration error.
    expect(field('email')).toBe(email);
    expect([email.value, password.value, rememberMe.checked]).toEqual([ADA.email, 'secret-1', false]);
    expect(errors).not.toHaveBeenCalled();
    expect(options.onSignIn).not.toHaveBeenCalled();
    // And the form's state is what was typed: Sign in signs in with it.
    await userEvent.setup().click(submit);
    await waitFor(() => expect(options.onSignIn).toHaveBeenCalledWith(ADA));
    expect(store.getSnapshot().user?.email).toBe(ADA.email);
  });

  it('sign-up too: the fields typed before hydration stay, Create waits until then', async () => {
    element.setAttribute(PRERENDERED_ATTRIBUTE, 'signUp');
    element.innerHTML = await prerenderScreen('signUp', 'en');
    const firstName = element.querySelector<HTMLInputElement>('input[name=firstName]')!;
    const create = within(element).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    firstName.value = 'Ada';
    const errors = jest.spyOn(console, 'error');
    act(() => {
      mount(element, { screen: 'signUp', backPath: '/signin' });
    });
    await waitFor(() => expect(create).toBeEnabled());
    expect(element.querySelector('input[name=firstName]')).toBe(firstName);
    expect(firstName).toHaveValue('Ada');
    expect(errors).not.toHaveBeenCalled();
  });

  it('Enter pressed before hydration (the page marks the element): the form is submitted once it runs, once', async () => {
    element.setAttribute(PRERENDERED_ATTRIBUTE, 'signIn');
    element.innerHTML = await prerenderScreen('signIn', 'en');
    element.querySelector<HTMLInputElement>('input[name=email]')!.value = ADA.email;
    element.querySelector<HTMLInputElement>('input[name=password]')!.value = 'secret-1';
    element.setAttribute(SUBMITTED_ATTRIBUTE, '');
    const signIn = jest.spyOn(store, 'signIn');
    const options = { screen: 'signIn' as const, navigate: jest.fn(), onSignIn: jest.fn() };
    act(() => {
      mount(element, options);
    });
    await waitFor(() => expect(options.onSignIn).toHaveBeenCalledWith(ADA));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith(ADA.email, 'secret-1', true);
    expect(options.navigate).toHaveBeenCalledWith('/', { replace: true });
    // Taken: a later update of the screen submits nothing again.
    expect(element.hasAttribute(SUBMITTED_ATTRIBUTE)).toBe(false);
    act(() => {
      mount(element, { ...options, locale: 'es' });
    });
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('sign-up: Enter pressed before hydration shows the form’s errors once it runs, at the first invalid field', async () => {
    element.setAttribute(PRERENDERED_ATTRIBUTE, 'signUp');
    element.innerHTML = await prerenderScreen('signUp', 'en');
    element.querySelector<HTMLInputElement>('input[name=firstName]')!.value = 'Ada';
    element.setAttribute(SUBMITTED_ATTRIBUTE, '');
    act(() => {
      mount(element, { screen: 'signUp', backPath: '/signin' });
    });
    const lastName = within(element).getByLabelText('Last name');
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAccessibleDescription(/required/i);
    expect(within(element).getByLabelText('First name')).toHaveValue('Ada');
  });

  it('in another language, theme and links: hydrated as it is, then changed in place, keeping input and focus', async () => {
    const { email, errors } = await typedIntoPrerenderedSignIn('en');
    await act(async () => {
      mount(element, {
        screen: 'signIn',
        locale: 'es-MX',
        signUpPath: '/join',
        appearance: { variables: { colorPrimary: '#663399' } },
      });
    });
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    // The very same field: what was typed, the focus and the caret stay; React met no mismatch to recover from.
    expect(within(element).getByLabelText('Correo electrónico')).toBe(email);
    expect(email).toHaveValue(ADA.email);
    expect(email).toHaveFocus();
    expect(errors()).toEqual([[], []]);
    // What React would not patch in a hydration (attributes) shows too.
    expect(within(element).getByRole('link', { name: 'Crear una cuenta nueva' })).toHaveAttribute('href', '/join');
    expect(element.querySelector('.thryve-auth')).toHaveAttribute('lang', 'es-MX');
    expect(element.querySelector<HTMLElement>('.thryve-auth')!.style.getPropertyValue('--thryve-color-primary')).toBe(
      '#663399',
    );
  });

  it('prerendered in the visitor’s language: hydrated in it, never shown in English, keeping input and focus', async () => {
    const { email, errors } = await typedIntoPrerenderedSignIn('es');
    const heading = () => element.querySelector('h1')?.textContent;
    expect(heading()).toBe('Iniciar sesión');
    const headings = new Set<string | null | undefined>();
    const watch = new MutationObserver(() => headings.add(heading()));
    watch.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
    await act(async () => {
      mount(element, { screen: 'signIn', locale: 'es-MX', signUpPath: '/signup' });
    });
    await waitFor(() => expect(within(element).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled());
    watch.disconnect();
    expect([...headings]).toEqual(['Iniciar sesión']);
    expect(within(element).getByLabelText('Correo electrónico')).toBe(email);
    expect(email).toHaveValue(ADA.email);
    expect(email).toHaveFocus();
    expect(errors()).toEqual([[], []]);
    // The page's own tag, once hydrated.
    expect(element.querySelector('.thryve-auth')).toHaveAttribute('lang', 'es-MX');
  });

  it('an element prerendered for another screen is rendered afresh', async () => {
    element.setAttribute(PRERENDERED_ATTRIBUTE, 'signUp');
    element.innerHTML = await prerenderScreen('signUp', 'en');
    act(() => {
      mount(element, { screen: 'signIn' });
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});

describe('mount', () => {
  it('renders a screen, updates it in place on a second mount, and unmounts once', async () => {
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { screen: 'signIn', signUpPath: '/join' });
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/join');

    act(() => {
      mount(element, { screen: 'signUp' });
    });
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(element.querySelectorAll('form')).toHaveLength(1);

    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    expect(() => act(() => unmount())).not.toThrow();
  });

  it('fires onSignIn once before navigating to redirectTo, and onSignOut when the session signs out', async () => {
    const order: string[] = [];
    const options = {
      screen: 'signIn' as const,
      redirectTo: '/account',
      navigate: jest.fn((path: string) => order.push(`navigate ${path}`)),
      onSignIn: jest.fn((user: { email: string | null }) => order.push(`onSignIn ${user.email}`)),
      onSignOut: jest.fn(() => order.push('onSignOut')),
    };
    act(() => {
      mount(element, options);
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), ADA.email);
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(options.navigate).toHaveBeenCalled());
    // A re-render with the same options (a host's update) fires nothing again.
    act(() => {
      mount(element, options);
    });
    await act(() => store.signOut());
    expect(order).toEqual([`onSignIn ${ADA.email}`, 'navigate /account', 'onSignOut']);
    expect(options.onSignIn).toHaveBeenCalledWith(ADA);
  });

  it('passes localization to the provider and the screen: the overrides show, the rest stays English', async () => {
    act(() => {
      mount(element, {
        screen: 'signIn',
        localization: { 'signIn.heading': 'Iniciar sesión', 'signIn.submit': 'Entrar' },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create new account' })).toBeInTheDocument();
  });

  it('switches the locale on a second mount without a remount: what was typed stays, overrides apply on top', async () => {
    const options = { screen: 'signIn' as const, localization: { 'signIn.submit': 'Entrar ya' } };
    act(() => {
      mount(element, options);
    });
    await userEvent.setup().type(await screen.findByLabelText('Email'), ADA.email);
    act(() => {
      mount(element, { ...options, locale: 'es-MX' });
    });
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(ADA.email);
    expect(screen.getByRole('button', { name: 'Entrar ya' })).toBeInTheDocument();
    act(() => {
      mount(element, { ...options, locale: 'en' });
    });
    expect(screen.getByLabelText('Email')).toHaveValue(ADA.email);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("renders the account screen for screen 'userProfile' (loaded when first shown)", async () => {
    // Its code, the error catalogue and its texts load when it is first shown: the screen waits for them.
    await act(async () => {
      mount(element, { screen: 'userProfile', signInPath: '/login' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    // Nobody is signed in on this page: the screen says so and links to signInPath.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    act(() => {
      mount(element, { screen: 'userProfile', locale: 'es' });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cuenta' })).toBeInTheDocument();
  });

  it("is a guest on the page: no second main, the page's title unless asked, its head as before once unmounted", async () => {
    document.title = 'Partner page';
    const pageMain = document.body.appendChild(document.createElement('main'));
    pageMain.append(element);
    // What the remote's chunk loader adds to the head with a screen's code (data-rspack="auth_remote:…"), beside the
    // page's own style sheet.
    const own = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/page.css' });
    const remoteCss = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/mount.css' });
    remoteCss.dataset.rspack = 'auth_remote:chunk-676';
    document.head.append(own, remoteCss);
    const head = () => [...document.head.querySelectorAll('link')];

    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { screen: 'signIn' });
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toEqual([pageMain]);
    expect(document.title).toBe('Partner page');
    act(() => unmount());
    expect(head()).toEqual([own]);

    // Mounted again, asking for the title: the remote's sheet is back at once, and the screen renders once it has
    // loaded again (here the browser's load event; jsdom loads no style sheets).
    act(() => {
      unmount = mount(element, { screen: 'signUp', documentTitle: true });
    });
    expect(head()).toEqual([own, remoteCss]);
    expect(element).toBeEmptyDOMElement();
    await act(async () => {
      remoteCss.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(document.title).toBe('Sign up · Thryve Health');
    act(() => unmount());
    expect(document.title).toBe('Partner page');
    expect(head()).toEqual([own]);

    // Two screens: the sheets stay while one of them is still mounted.
    const other = document.body.appendChild(document.createElement('div'));
    let unmountOther: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { screen: 'signIn' });
      unmountOther = mount(other, { screen: 'signUp' });
    });
    await act(async () => {
      remoteCss.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    act(() => unmount());
    expect(head()).toEqual([own, remoteCss]);
    act(() => unmountOther());
    expect(head()).toEqual([own]);

    // The page's next screen brings the sheet back (and leaves the remote's module with nothing parked).
    act(() => {
      mount(element, { screen: 'signIn' });
    });
    remoteCss.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(head()).toEqual([own, remoteCss]);
  });

  it('is the main landmark of a page that has none', async () => {
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { screen: 'signIn' });
    });
    const heading = await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByRole('main')).toContainElement(heading);
    act(() => unmount());
  });

  it('refuses what is not an element or not a screen, with a clear AppError', () => {
    const thrown: unknown[] = [];
    for (const call of [
      () => mount(null as unknown as HTMLElement, { screen: 'signIn' }),
      () => mount(element, { screen: 'login' } as never),
    ]) {
      try {
        call();
      } catch (error) {
        thrown.push(error);
      }
    }
    expect(thrown).toHaveLength(2);
    expect(thrown.every((error) => isAppError(error) && error.code === 'config/invalid')).toBe(true);
  });

  it('throws session/config-conflict at once for a config naming another API than the running session', () => {
    expect(() => mount(element, { screen: 'signIn', config: { apiBaseUrl: 'https://elsewhere.example/' } })).toThrow(
      expect.objectContaining({ code: 'session/config-conflict' }),
    );
  });
});
