// Lighthouse (node API) on the system Chromium, launched by chrome-launcher. Default Lighthouse settings:
// mobile emulation, simulated slow 4G and 4x CPU slowdown; only the three categories the issue asks for.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The metrics the performance score is made of (ms, CLS unitless), as Lighthouse simulated them. */
  metrics: Record<string, number>;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
};

export async function runLighthouse(urls: string[]): Promise<Map<string, LighthouseScores>> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const scores = new Map<string, LighthouseScores>();
  try {
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      scores.set(url, {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([name, audit]) => [
            name,
            Math.round((result?.lhr.audits[audit]?.numericValue ?? NaN) * 1000) / 1000,
          ]),
        ),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
