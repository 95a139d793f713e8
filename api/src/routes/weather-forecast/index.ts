import type { WeatherForecast } from '@thryve/shared/types';
import type { FastifyInstance } from 'fastify';

const SUMMARIES = ['Freezing', 'Bracing', 'Chilly', 'Cool', 'Mild', 'Warm', 'Balmy', 'Hot', 'Sweltering', 'Scorching'];

export function toFahrenheit(celsius: number): number {
  return 32 + Math.trunc(celsius / 0.5556);
}

/** Placeholder data (spec section 7: defined, not used by any screen). */
export function makeForecast(now: Date, random: () => number = Math.random): WeatherForecast[] {
  return Array.from({ length: 5 }, (_, index) => {
    const date = new Date(now.getTime() + (index + 1) * 86_400_000).toISOString().slice(0, 10);
    const temperatureC = Math.floor(random() * 75) - 20;
    const summary = SUMMARIES[Math.floor(random() * SUMMARIES.length)];
    return { date, summary, temperatureC, temperatureF: toFahrenheit(temperatureC) };
  });
}

/** Public: placeholder data, nothing about any user. */
export async function weatherForecastRoutes(app: FastifyInstance, options: { now: () => Date }) {
  app.get('/weatherForecast', async () => makeForecast(options.now()));
}
