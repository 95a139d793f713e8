// Medians, ratios and the printed table of the web bench.
import type { Sample } from './measure';

export type Metric = 'jsBytes' | 'jsGzip' | 'requests' | 'formVisible' | 'interactive' | 'nameShown';
const METRICS: Metric[] = ['jsBytes', 'jsGzip', 'requests', 'formVisible', 'interactive', 'nameShown'];

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function medians(samples: Sample[]): Partial<Record<Metric, number>> {
  const out: Partial<Record<Metric, number>> = {};
  for (const metric of METRICS) {
    const value = median(samples.map((sample) => sample[metric]).filter((v): v is number => v !== undefined));
    if (value !== undefined) out[metric] = value;
  }
  return out;
}

const format = (metric: Metric, value: number | undefined) =>
  value === undefined
    ? '–'
    : metric === 'jsBytes' || metric === 'jsGzip'
      ? `${(value / 1024).toFixed(1)} KB`
      : metric === 'requests'
        ? String(value)
        : `${Math.round(value)} ms`;

/** A markdown table: one row per page and metric, composed, single and the ratio. */
export function table(results: { path: string; composed: Sample[]; single: Sample[] }[]): string {
  const rows = ['| page | metric (median) | composed | single bundle | composed/single |', '|---|---|---|---|---|'];
  for (const { path, composed, single } of results) {
    const a = medians(composed);
    const b = medians(single);
    for (const metric of METRICS) {
      if (a[metric] === undefined && b[metric] === undefined) continue;
      const ratio = a[metric] !== undefined && b[metric] ? (a[metric]! / b[metric]!).toFixed(2) : '–';
      rows.push(`| ${path} | ${metric} | ${format(metric, a[metric])} | ${format(metric, b[metric])} | ${ratio} |`);
    }
    const flashes = (samples: Sample[]) => `${samples.filter((s) => s.signInFlash).length} of ${samples.length}`;
    if (path === '/') rows.push(`| / | sign-in flashes | ${flashes(composed)} | ${flashes(single)} | |`);
  }
  return rows.join('\n');
}
