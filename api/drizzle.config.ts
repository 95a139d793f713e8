import Module, { register } from 'node:module';
import { delimiter, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

import { defineConfig } from 'drizzle-kit';

// After a change to schema.ts: `npx drizzle-kit generate --config api/drizzle.config.ts --name <what_changed>`.
// drizzle-kit loads this file as CommonJS, so `__dirname` is this folder wherever the command runs from.

// npm hoists drizzle-kit to the root node_modules but keeps drizzle-orm in api/node_modules (its PGlite peer is not
// the root's, which firebase-tools brings), where drizzle-kit cannot find it: let drizzle-kit's `require` and
// `import()` of drizzle-orm resolve from this package. Runs before drizzle-kit looks for drizzle-orm.
const apiModules = join(__dirname, 'node_modules');
process.env.NODE_PATH = [apiModules, process.env.NODE_PATH].filter(Boolean).join(delimiter);
(Module as unknown as { _initPaths(): void })._initPaths();
const resolveFromApi = `
  export async function resolve(specifier, context, next) {
    if (!specifier.startsWith('drizzle-orm')) return next(specifier, context);
    return next(specifier, { ...context, parentURL: ${JSON.stringify(pathToFileURL(join(__dirname, 'package.json')).href)} });
  }`;
register(`data:text/javascript,${encodeURIComponent(resolveFromApi)}`);

export default defineConfig({
  dialect: 'postgresql',
  schema: join(__dirname, 'src/db/schema.ts'),
  // Relative to the working folder: drizzle-kit prefixes `./` to it. The schema test generates into a temporary copy.
  out: relative(process.cwd(), process.env.THRYVE_MIGRATIONS_OUT || join(__dirname, 'drizzle')),
});
