import { latestIsoDate } from '../today';

describe('latestIsoDate', () => {
  it('is the date in UTC+14', () => {
    expect(latestIsoDate(new Date('2026-01-01T09:59:59Z'))).toBe('2026-01-01');
    expect(latestIsoDate(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-02');
    expect(latestIsoDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('follows the clock both ways, whatever date it gave last', () => {
    expect(latestIsoDate(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-02');
    expect(latestIsoDate(new Date('2026-01-01T09:59:59.999Z'))).toBe('2026-01-01');
    expect(latestIsoDate(new Date('1969-12-31T09:59:59.999Z'))).toBe('1969-12-31');
    expect(latestIsoDate(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-02');
  });
});
