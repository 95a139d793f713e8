// Every sign-up field shows its whole value (and the date field its whole placeholder) at a phone's and a desktop's
// width: a row of three fields (birthday, height, weight) must not cut the date to "mm/dd/y".
import type { Page } from '@playwright/test';

import { MountHostPage } from '../pages/MountHostPage';
import { expect, test } from '../support/test';

const FILLED = {
  // Values of a usual length: a longer text than its box scrolls, as in any input.
  'First name': 'Alexandra',
  'Last name': 'Montgomery',
  Email: 'alex.montgomery@example.com',
  Username: 'alex_montgomery',
  Password: 'correct-horse-42',
  'Confirm password': 'correct-horse-42',
  Birthday: '1988-12-28',
  'Height (inches)': '107.5',
  'Weight (pounds)': '1399.5',
};

/**
 * Each input of the screen that does not show all of its text: a value wider than its box scrolls (scrollWidth >
 * clientWidth); a date field clips its parts inside the browser's own shadow tree, where scrollWidth does not see,
 * so it is also compared with the width it takes when nothing constrains it.
 */
function clipped(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>(
      '.thryve-auth input:not([type=checkbox]):not([type=file])',
    )) {
      if (input.scrollWidth > input.clientWidth)
        found.push(`${input.name}: ${input.scrollWidth} > ${input.clientWidth}`);
      if (input.type !== 'date') continue;
      const free = input.cloneNode() as HTMLInputElement;
      free.removeAttribute('id');
      free.value = input.value;
      free.style.cssText = 'position: absolute; width: auto; min-width: max-content; visibility: hidden';
      input.parentElement?.append(free);
      const needed = free.offsetWidth;
      free.remove();
      if (needed > input.offsetWidth) found.push(`${input.name}: needs ${needed} px, has ${input.offsetWidth}`);
    }
    return found;
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px every sign-up field shows its whole placeholder and value`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const host = new MountHostPage(page);
    await host.open();
    await host.mount({ screen: 'signUp' });
    expect(await clipped(page), 'empty').toEqual([]);
    for (const [label, value] of Object.entries(FILLED)) await page.getByLabel(label, { exact: true }).fill(value);
    expect(await clipped(page), 'filled').toEqual([]);
  });
}
