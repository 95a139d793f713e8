// A mounted screen is a good guest on a partner's page: it adds no landmark the page already has, leaves
// the page's title alone unless asked, and takes what it added to <head> away when it is unmounted (back, styled as
// before, on the next mount). The partner page with no React (examples/embed-host/src/no-react/index.html), with and
// without a <main> of its own; then the Thryve host, which asks for the screens' titles.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { createAccount, uniqueEmail } from '../support/emulator';
import { NO_REACT_PAGE_TITLE, openNoReactPage } from '../support/noReactPage';
import { E2E_URLS } from '../support/ports';
import { axeViolations, expect, test } from '../support/test';

/** axe's landmark rules (best practices, beside the WCAG scan every page gets): one main, all content in landmarks. */
async function landmarkViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withRules([
      'landmark-one-main',
      'landmark-no-duplicate-main',
      'landmark-main-is-top-level',
      'landmark-unique',
      'region',
    ])
    .analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

const headNow = (page: Page) => page.evaluate(() => [...document.head.children].map((child) => child.outerHTML));

/** What the screen looks like: the computed styles our CSS sets on its root, card and primary button. */
const looks = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string, ...props: string[]) => {
      const computed = getComputedStyle(document.querySelector(selector)!);
      return props.map((prop) => `${selector} ${prop}: ${computed.getPropertyValue(prop)}`);
    };
    return [
      ...style('.thryve-auth', 'display', 'font-family'),
      ...style('.thryve-auth__card', 'border-top-width', 'border-radius', 'padding-top'),
      ...style('.thryve-auth__button--primary', 'background-color', 'color'),
    ];
  });

test('on a page with its own main and title: one main, the title kept, the head as before once unmounted, styled again when mounted again', async ({
  page,
}) => {
  const email = uniqueEmail('guest');
  await createAccount(email, 'secret123');

  // The head as the page made it, before the remote's code has run: its entry is held until the snapshot.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${E2E_URLS.remoteManifest.replace('mf-manifest.json', '')}remoteEntry.js`, async (route) => {
    await held;
    await route.continue();
  });
  await openNoReactPage(page, { ownMain: true, waitUntil: 'domcontentloaded' });
  const pageHead = await headNow(page);
  expect(pageHead.at(-1), "the page's own script tag of the remote's entry").toContain('remoteEntry.js');
  release();

  // Mounted (signed out, the page mounts sign-in into its main): the page's main is the only one, the title is the
  // page's, and axe finds nothing, the landmark rules included.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('Sign in');
  expect(await page.getByRole('main').evaluate((main) => main.tagName)).toBe('MAIN');
  await expect(page).toHaveTitle(NO_REACT_PAGE_TITLE);
  expect(await axeViolations(page)).toEqual([]);
  expect(await landmarkViolations(page)).toEqual([]);
  const mountedHead = await headNow(page);
  const added = mountedHead.filter((element) => !pageHead.includes(element));
  expect(added.length, 'the screen added its style sheets').toBeGreaterThan(0);
  expect(mountedHead).toEqual([...pageHead, ...added]);
  const styled = await looks(page);
  expect(styled).toContain('.thryve-auth display: flex');

  // Signed in: the page's navigate unmounts the screen. The head is the page's again; the title was never touched.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expect(page.locator('#thryve-auth')).toBeEmpty();
  expect(await headNow(page)).toEqual(pageHead);
  await expect(page).toHaveTitle(NO_REACT_PAGE_TITLE);

  // Signed out: the page mounts sign-in again. Its style sheets are back before it is first painted: the styles read
  // when the screen's root enters the document are those of the first mount.
  const firstFrame = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          const root = document.querySelector('.thryve-auth');
          if (!root) return;
          observer.disconnect();
          resolve(getComputedStyle(root).display);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect(await firstFrame).toBe('flex');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await headNow(page)).toEqual(mountedHead);
  expect(await looks(page)).toEqual(styled);
  await expect(page.getByRole('main')).toHaveCount(1);

  // A host that asks for the title (`documentTitle: true`) gets the screen's, and its own back after unmount.
  await page.evaluate(async () => {
    type Mount = (element: Element, options: object) => () => void;
    const container = (window as unknown as { auth_remote: { get(id: string): Promise<() => { mount: Mount }> } })
      .auth_remote;
    const { mount } = (await container.get('./mount'))();
    const element = document.querySelector('main')!.appendChild(document.createElement('div'));
    const unmount = mount(element, { screen: 'signUp', documentTitle: true });
    Object.assign(window, { unmountTitled: unmount });
  });
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page).toHaveTitle('Sign up · Thryve Health');
  await page.evaluate(() => (window as unknown as { unmountTitled: () => void }).unmountTitled());
  await expect(page).toHaveTitle(NO_REACT_PAGE_TITLE);
});

test('on a page without a main: the screen is its one main, axe clean', async ({ page }) => {
  await openNoReactPage(page);
  const heading = page.getByRole('heading', { name: 'Sign in' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(NO_REACT_PAGE_TITLE);
  expect(await axeViolations(page)).toEqual([]);
  expect(await landmarkViolations(page)).toEqual([]);
});

test("the Thryve host asks for the screens' titles and keeps one main on each screen", async ({ page, signIn }) => {
  const email = uniqueEmail('guest-host');
  await createAccount(email, 'secret123');
  await signIn.goto();
  await expect(page).toHaveTitle('Sign in · Thryve Health');
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await landmarkViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Create new account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page).toHaveTitle('Sign up · Thryve Health');
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await landmarkViolations(page)).toEqual([]);

  await signIn.goto();
  await signIn.signIn(email, 'secret123');
  await expect(page).toHaveURL(`${E2E_URLS.host}/`);
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page).toHaveTitle('Account · Thryve Health');
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await landmarkViolations(page)).toEqual([]);
});
