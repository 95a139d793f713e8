// The monorepo's apps take the shared block from @thryve/federation (its source), with the versions installed at
// the repository's root: host, remote and example host always agree.
import { fileURLToPath } from 'node:url';

import { thryveShared as sharedBlock } from '../federation/src/sharedBlock';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The `shared` block of every federated Thryve app (and of a platform team's host: see docs/embedding/reference.md).
 * `firebase: false` for an app whose own code never imports Firebase (the Thryve host): see sharedBlock.ts.
 */
export const thryveShared = (options: { firebase?: boolean } = {}) => sharedBlock({ root, ...options });
