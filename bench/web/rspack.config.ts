// Entry of the rspack CLI for the bench's builds: BENCH_BUILD=host|auth-remote|single|floor (see configs.ts).
// Through the CLI, like `npm run build`: loading the federation plugin under tsx would inject tsx's helpers
// (`__name`) into the federation runtime code the plugin generates from its own functions.
import { configOf, type BuildName } from './configs';

export default () => configOf((process.env.BENCH_BUILD ?? 'single') as BuildName);
