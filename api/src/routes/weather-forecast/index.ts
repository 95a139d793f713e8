import { type WeatherForecast } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';
import type { FastifyInstance } from 'fastify';

// Coldest to hottest: the summary follows the temperature (no "Sweltering" at -4 °C).
const SUMMARIES = ['Freezing', 'Bracing', 'Chilly', 'Cool', 'Mild', 'Warm', 'Balmy', 'Hot', 'Sweltering', 'Scorching'];
const MIN_C = -20;
const SPAN_C = 75;

export function summaryFor(celsius: number): string {
  const index = Math.floor(((celsius - MIN_C) / SPAN_C) * SUMMARIES.length);
  return SUMMARIES[Math.min(SUMMARIES.length - 1, Math.max(0, index))];
}

export function toFahrenheit(celsius: number): number {
  return 32 + Math.trunc(celsius / 0.5556);
}

/** Placeholder data (spec section 7: defined, not used by any screen). */
export function makeForecast(now: Date, random: () => number = Math.random): WeatherForecast[] {
  return Array.from({ length: 5 }, (_, index) => {
    const date = new Date(now.getTime() + (index + 1) * 86_400_000).toISOString().slice(0, 10);
    const temperatureC = Math.floor(random() * SPAN_C) + MIN_C;
    return { date, summary: summaryFor(temperatureC), temperatureC, temperatureF: toFahrenheit(temperatureC) };
  });
}

/** Public: placeholder data, nothing about any user. */
export async function weatherForecastRoutes(app: FastifyInstance, options: { now: () => Date }) {
  app.get(`/${API_PATHS.weatherForecast}`, async () => makeForecast(options.now()));
}
