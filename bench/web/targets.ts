// The figures of the web targets, each beside its target, from one run of the bench.
import type { LighthouseScores } from './lighthouse';
import type { Sample } from './measure';
import { medians } from './report';

export interface PageResult {
  path: string;
  composed: Sample[];
  single: Sample[];
}

const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? a / b : NaN);
const mark = (met: boolean) => (met ? 'met' : 'NOT met');
const line = (label: string, value: number, limit: number, digits = 2) =>
  `${label}: ${value.toFixed(digits)} (target <= ${limit.toFixed(2)}, ${mark(value <= limit)})`;

/** The first screens' JavaScript against the floor, router included (the floor has React, Firebase Auth, axios). */
const FLOOR_RATIO = 1.1;
/** Lighthouse's mobile performance score of /signin and /signup, with accessibility and best practices 100. */
const PERFORMANCE = 100;

/** One line per target of the issue; `floor` is the floor build's JS (brotli 11 and gzip -9) of the same run. */
export function targetLines(
  results: PageResult[],
  floor: { brotli: number; gzip: number },
  lighthouse: Map<string, LighthouseScores>,
): string[] {
  const lines: string[] = [];
  for (const { path, composed, single } of results.filter((result) => result.path !== '/')) {
    const a = medians(composed);
    const b = medians(single);
    // Three digits: a page a few bytes over the target must not print as meeting it.
    lines.push(line(`${path} JS / floor, gzip -9`, ratio(a.jsGzip, floor.gzip), FLOOR_RATIO, 3));
    lines.push(line(`${path} JS / floor, brotli`, ratio(a.jsBytes, floor.brotli), FLOOR_RATIO, 3));
    lines.push(line(`${path} composed / single JS (brotli)`, ratio(a.jsBytes, b.jsBytes), 1.1));
    const runs = Math.min(composed.length, single.length);
    lines.push(
      line(
        `${path} form visible, composed / single (medians of ${runs} alternating runs)`,
        ratio(a.formVisible, b.formVisible),
        1.1,
      ),
    );
  }
  for (const [url, scores] of lighthouse) {
    const met = scores.performance >= PERFORMANCE && scores.accessibility === 100 && scores.bestPractices === 100;
    lines.push(
      `Lighthouse ${new URL(url).pathname}: performance ${scores.performance} (median run of ` +
        `${scores.performanceRuns.length}: ${[...scores.performanceRuns].sort((a, b) => a - b).join(', ')}), ` +
        `accessibility ${scores.accessibility}, best practices ${scores.bestPractices} ` +
        `(targets >= ${PERFORMANCE} / 100 / 100, ${mark(met)}); ` +
        `FCP ${Math.round(scores.metrics.FCP)} ms, TBT ${Math.round(scores.metrics.TBT)} ms`,
    );
  }
  const home = results.find((result) => result.path === '/');
  if (home) {
    const flashes = home.composed.filter((sample) => sample.signInFlash).length;
    lines.push(
      `remembered user on /: sign-in flash in ${flashes} of ${home.composed.length} composed loads (target 0, ${mark(flashes === 0)})`,
    );
  }
  return lines;
}
