// The monorepo's apps take the shared block from @thryve/federation (its source), with the versions installed at
// the repository's root: host, remote and example host always agree.
import { fileURLToPath } from 'node:url';

import { thryveShared as sharedBlock } from '../federation/src/sharedBlock';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The `shared` block of every federated Thryve app (and of a platform team's host: see docs/embedding.md). */
export const thryveShared = () => sharedBlock({ root });
