// The bench's builds with module-level stats, for reading what a chunk is made of:
// `BENCH_BUILD=host NODE_ENV=production npx rspack build --mode production -c bench/web/stats.config.ts --json /tmp/host-stats.json`
// (then the chunks' `modules`, nested for concatenated ones, with their sizes before minification).
import { configOf, type BuildName } from './configs';

const ALL = 100_000;

export default () => ({
  ...configOf((process.env.BENCH_BUILD ?? 'single') as BuildName),
  stats: {
    all: false,
    assets: true,
    chunks: true,
    chunkModules: true,
    modules: true,
    nestedModules: true,
    ids: true,
    modulesSpace: ALL,
    nestedModulesSpace: ALL,
    chunkModulesSpace: ALL,
    runtimeModules: true,
    dependentModules: true,
    orphanModules: true,
  },
});
