import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const requireHere = createRequire(__filename);
const pureComponents = requireHere('../lib/pureComponentsLoader.cjs') as (source: string) => string;

// The production build of the react-router installed: what the host's production build feeds the loader.
const dist = join(dirname(requireHere.resolve('react-router/package.json')), 'dist', 'production');
const code = readdirSync(dist)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(dist, file), 'utf8'))
  .join('\n');

describe('the loader that lets the bundler drop react-router components a page does not use', () => {
  it('removes every top-level displayName statement of the installed react-router, and only those', () => {
    const topLevel = code.match(/^\w+\.displayName = /gm) ?? [];
    // If react-router stops writing them (remix-run/react-router#15299), this loader has nothing left to do.
    expect(topLevel.length).toBeGreaterThanOrEqual(10);
    const out = pureComponents(code);
    expect(out.match(/^\w+\.displayName = /gm)).toBeNull();
    // Inside functions they stay (indented).
    expect(out.match(/^\s+\w+\.displayName = /gm)?.length).toBe(code.match(/^\s+\w+\.displayName = /gm)?.length);
  });

  it('marks the components the host does not use as pure, so an unused one leaves nothing behind', () => {
    const out = pureComponents(code);
    for (const name of ['NavLink', 'Form', 'Link']) {
      expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\w*\\.forwardRef\\(`, 'm'));
    }
    expect(out).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\w*\.createContext\(/m);
  });
});
