import { makeForecast, summaryFor, toFahrenheit } from '..';

describe('weather forecast', () => {
  it('converts like the placeholder template: 32 + C / 0.5556, truncated', () => {
    expect(toFahrenheit(0)).toBe(32);
    expect(toFahrenheit(100)).toBe(211);
    expect(toFahrenheit(-20)).toBe(-3);
  });

  it('gives 5 days from tomorrow with integer temperatures', () => {
    const items = makeForecast(new Date('2026-03-01T12:00:00Z'), () => 0.5);
    expect(items.map((item) => item.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
    ]);
    for (const item of items) {
      expect(Number.isInteger(item.temperatureC) && Number.isInteger(item.temperatureF)).toBe(true);
      expect(item.temperatureF).toBe(toFahrenheit(item.temperatureC));
    }
  });

  it('words the summary after the temperature', () => {
    expect(summaryFor(-20)).toBe('Freezing');
    expect(summaryFor(15)).toBe('Mild');
    expect(summaryFor(54)).toBe('Scorching');
    const [item] = makeForecast(new Date('2026-03-01T12:00:00Z'), () => 0);
    expect(item).toMatchObject({ temperatureC: -20, summary: 'Freezing' });
  });
});
