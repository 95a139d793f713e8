// /signin and /signup before any JavaScript: the page server puts the remote's prerendered screen in the page
// (page-server/src/firstScreenHints.ts), the host hydrates it in place (host/src/remotes/PrerenderedScreen.tsx), and a
// remembered user never sees it.
import type { APIRequestContext, Page, Route } from '@playwright/test';

import { newUser } from '../pages/SignUpPage';
import { uniqueEmail } from '../support/emulator';
import { registerThroughApi } from '../support/flows';
import { tokenStoredIn } from '../support/persistentBrowser';
import { expect, test } from '../support/test';

const PRERENDERED = '[data-thryve-prerendered]';

/** Waits until the page server has fetched the remote's prerendered screens (it does so in the background). */
async function prerenderedPagesServed(request: APIRequestContext) {
  await expect
    .poll(async () => (await (await request.get('/signin')).text()).includes('data-thryve-prerendered="signIn"'))
    .toBe(true);
  await expect
    .poll(async () => (await (await request.get('/signup')).text()).includes('data-thryve-prerendered="signUp"'))
    .toBe(true);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/signin shows the whole form: labels, Remember me, the links and the buttons', async ({
    page,
    request,
    signIn,
  }) => {
    await prerenderedPagesServed(request);
    await page.goto('/signin');
    await expect(signIn.heading).toBeVisible();
    await signIn.expectEveryElement();
    // Until the screen runs, Sign in cannot submit the form natively (no password in a URL), and no other button is
    // pressed for nothing: each says, disabled, that it is not ready. The link to sign-up works as a link.
    await expect(signIn.submit).toBeDisabled();
    for (const name of ['Continue with Google', 'Sign in with a passkey', 'Forgot Password?', 'Show password']) {
      await expect(page.getByRole('button', { name }), name).toBeDisabled();
    }
  });

  test('/signup shows the whole form: labels, Back and Create', async ({ page, request, signUp }) => {
    await prerenderedPagesServed(request);
    await page.goto('/signup');
    await expect(signUp.heading).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Username', 'Password', 'Confirm password']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(signUp.create).toBeVisible();
    await expect(signUp.create).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  });
});

/** Holds the remote's mount chunk (the code that hydrates the screen) until `release` is called. */
async function holdMountChunk(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/__federation_expose_mount\.[0-9a-f]+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('what is typed and unticked before hydration is kept, and Sign in then signs in', async ({
  page,
  request,
  signIn,
}) => {
  const user = newUser(uniqueEmail('prerendered'));
  await registerThroughApi(request, user);
  await prerenderedPagesServed(request);
  const mountChunk = await holdMountChunk(page);

  await page.goto('/signin', { waitUntil: 'commit' });
  await expect(page.locator(`${PRERENDERED} form`)).toBeVisible();
  await signIn.email.fill(user.email);
  await signIn.password.fill(user.password);
  await signIn.rememberMe.uncheck();
  await expect(signIn.submit).toBeDisabled();
  await expect.poll(mountChunk.held).toBeGreaterThan(0);

  await mountChunk.release();
  await expect(signIn.submit).toBeEnabled();
  await expect(signIn.email).toHaveValue(user.email);
  await expect(signIn.password).toHaveValue(user.password);
  await expect(signIn.rememberMe).not.toBeChecked();

  await signIn.submit.click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  expect(await tokenStoredIn(page)).toEqual({ local: false, session: true });
});

test('Enter pressed before the screen runs is not lost: it signs in once the screen runs', async ({
  page,
  request,
  signIn,
}) => {
  const user = newUser(uniqueEmail('prerendered-enter'));
  await registerThroughApi(request, user);
  await prerenderedPagesServed(request);
  const mountChunk = await holdMountChunk(page);

  await page.goto('/signin', { waitUntil: 'commit' });
  await signIn.email.fill(user.email);
  await signIn.password.fill(user.password);
  await signIn.password.press('Enter');
  await expect.poll(mountChunk.held).toBeGreaterThan(0);
  // Nothing submitted natively (no password in the URL), nothing yet to sign in with.
  await expect(signIn.submit).toBeDisabled();
  expect(new URL(page.url()).search).toBe('');

  await mountChunk.release();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('Create pressed before the screen runs is not lost: the form is checked once the screen runs', async ({
  page,
  request,
  signUp,
}) => {
  await prerenderedPagesServed(request);
  const mountChunk = await holdMountChunk(page);

  await page.goto('/signup', { waitUntil: 'commit' });
  await signUp.field('First name').fill('Ada');
  await expect.poll(mountChunk.held).toBeGreaterThan(0);
  // Disabled: the browser sends the press no click, but the page remembers it.
  await signUp.create.click({ force: true });

  await mountChunk.release();
  await expect(signUp.field('Last name')).toBeFocused();
  await expect(signUp.field('Last name')).toHaveAccessibleDescription(/required/);
  await expect(signUp.field('First name')).toHaveValue('Ada');
});

test('the form is painted before any script of the page starts, and the page is then the same as before', async ({
  page,
  request,
  signIn,
}) => {
  await prerenderedPagesServed(request);
  // When the first contentful paint was, and when each script element (the host's entry, then every chunk) was put
  // in the page: the page server holds the scripts until the form has been painted (page-server/src/staticServer.ts).
  await page.addInitScript(() => {
    const seen = { paint: NaN, scripts: [] as number[] };
    Object.assign(window, { startSeen: seen });
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (paint) seen.paint = paint.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) seen.scripts.push(performance.now());
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/signin');
  await expect(signIn.submit).toBeEnabled();
  const seen = await page.evaluate(
    () => (window as unknown as { startSeen: { paint: number; scripts: number[] } }).startSeen,
  );
  expect(seen.paint).toBeGreaterThan(0);
  expect(seen.scripts.length).toBeGreaterThan(1);
  expect(Math.min(...seen.scripts)).toBeGreaterThanOrEqual(seen.paint);
  // The screen's style sheets were in the page itself: nothing was asked for before the form showed.
  const requestedBeforePaint = await page.evaluate(
    (paint) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < paint)
        .map((entry) => entry.name),
    seen.paint,
  );
  expect(requestedBeforePaint).toEqual([]);
});

test.describe('a visitor whose language is Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets the form in Spanish in the HTML, then hydrated in place, with what was typed, the focus and no error', async ({
    page,
    request,
  }) => {
    await prerenderedPagesServed(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const mountChunk = await holdMountChunk(page);
    const response = await page.goto('/signin', { waitUntil: 'commit' });
    // The page's HTML is Spanish (the browser's Accept-Language picks the prerendered screen), and says so. The lang is
    // read from the HTML as served: the host's start-up, which may run before the screen hydrates, sets the visitor's
    // own tag (es-MX).
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await response?.text()).toMatch(/<html[^>]* lang="es"[ >]/);
    const email = page.getByLabel('Correo electrónico');
    await email.fill('ana@example.com');
    await expect.poll(mountChunk.held).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeDisabled();
    // Marks the field: a field rendered afresh would not carry the mark.
    await email.evaluate((field) => field.setAttribute('data-typed-before-hydration', ''));

    await mountChunk.release();
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeEnabled();
    await expect(email).toHaveValue('ana@example.com');
    // The same field, hydrated in place: the visitor goes on typing where they were.
    await expect(email).toHaveAttribute('data-typed-before-hydration', '');
    await expect(email).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('a remembered user opening /signin never sees the form', async ({ page, request, signIn }) => {
  const user = newUser(uniqueEmail('remembered'));
  await registerThroughApi(request, user);
  await prerenderedPagesServed(request);
  await signIn.goto();
  await signIn.signIn(user.email, user.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // How the prerendered screen looked when the document was parsed, before any script of the page ran, and whether
  // it was ever rendered visible afterwards.
  await page.addInitScript((selector) => {
    const seen = { atParse: 'absent', everShown: false };
    Object.assign(window, { prerenderedSeen: seen });
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.querySelector(selector);
      if (element) seen.atParse = getComputedStyle(element).display;
      const watch = () => {
        const now = document.querySelector(selector);
        if (now?.checkVisibility()) seen.everShown = true;
        if (now) requestAnimationFrame(watch);
      };
      watch();
    });
  }, PRERENDERED);
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/signin/);
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { prerenderedSeen: unknown }).prerenderedSeen);
  expect(seen).toEqual({ atParse: 'none', everShown: false });
});

test('when the remote cannot hydrate the screen, the form goes and the unavailable screen shows', async ({
  page,
  request,
}) => {
  await prerenderedPagesServed(request);
  await page.route(/__federation_expose_mount\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(PRERENDERED)).toHaveCount(0);
});
