import { resolveConfig } from '../config';

describe('resolveConfig: successPath', () => {
  it('keeps a same-origin path', () => {
    expect(resolveConfig({ successPath: '/dashboard?tab=1' }).successPath).toBe('/dashboard?tab=1');
    expect(resolveConfig().successPath).toBe('/');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'dashboard', '/%2f%2fevil.example'])(
    'refuses %p with the config error',
    (successPath) => {
      expect(() => resolveConfig({ successPath })).toThrow(
        expect.objectContaining({ code: 'config/invalid', message: expect.stringContaining('successPath') }),
      );
    },
  );
});
