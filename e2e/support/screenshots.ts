// The screenshot comparisons' common settings (theming-screenshots.spec.ts, account-screenshots.spec.ts).
import type { PageAssertionsToHaveScreenshotOptions } from '@playwright/test';

export const SCHEMES = ['light', 'dark'] as const;

/** The host page's own background in each scheme (the screens draw their card; the page around it is the host's). */
export const PAGE_BACKGROUND = { light: '#eef2f7', dark: '#0d1117' } as const;

/** The whole page, still, no caret. */
export const SCREENSHOT_OPTIONS: PageAssertionsToHaveScreenshotOptions = {
  fullPage: true,
  animations: 'disabled',
  caret: 'hide',
  // Anti-aliasing may differ by a few pixels between runs; a changed colour, text or layout is far more.
  maxDiffPixelRatio: 0.002,
};
