// Publishes the contract packages a platform team installs (@thryve/contract, then @thryve/shared, which depends on
// it, then @thryve/federation, which names shared as a peer, and @thryve/server) to an npm registry:
// `npm run publish:contract -- --registry <url>` (USAGE below). Each is built and packed by pack-contract.mjs, and
// the tarball is what `npm publish` sends: what the browser tests install from a registry on loopback
// (scripts/testing/contractRegistry.ts) is what a release publishes, built the same way.
//
// The registry is never implied: `--registry` is required, and it is passed as the scope's registry too, since npm
// sends a scoped package to `@thryve:registry` when the user's .npmrc sets it, whatever `--registry` says.
// Credentials are npm's own (the user's .npmrc, or NODE_AUTH_TOKEN in CI through setup-node's); a caller with a
// throwaway one points npm_config_userconfig at it.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

import { packContract } from './pack-contract.mjs';

const USAGE = 'usage: node scripts/publish-contract.mjs --registry <url> [--dry-run] [--no-provenance] [--reuse]';

/**
 * npm signs a provenance statement only inside a CI that hands it an OIDC identity (GitHub Actions with
 * `id-token: write`, GitLab CI with SIGSTORE_ID_TOKEN); anywhere else `--provenance` fails the publish. A registry on
 * loopback is a test's: its statement would go to the public transparency log for nothing. `--no-provenance` is for
 * a registry that does not take statements.
 */
function wantsProvenance(registry, env = process.env) {
  const ciCanSign = Boolean(
    (env.GITHUB_ACTIONS === 'true' && env.ACTIONS_ID_TOKEN_REQUEST_URL) ||
    (env.GITLAB_CI === 'true' && env.SIGSTORE_ID_TOKEN),
  );
  const { hostname } = new URL(registry);
  const loopback = hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
  return ciCanSign && !loopback;
}

const { values } = parseArgs({
  options: {
    registry: { type: 'string' },
    'dry-run': { type: 'boolean' },
    'no-provenance': { type: 'boolean' },
    // The tarballs packed before from the same sources, if any (a test's registry); a release builds afresh.
    reuse: { type: 'boolean' },
  },
});
if (!values.registry) {
  console.error(USAGE);
  process.exit(2);
}
const registry = values.registry;
const provenance = !values['no-provenance'] && wantsProvenance(registry);

// All built and packed first: nothing is published unless every package builds.
const tarballs = await packContract({ reuse: values.reuse });
for (const [name, tarball] of Object.entries(tarballs)) {
  const args = ['publish', tarball, `--registry=${registry}`, `--${name.split('/')[0]}:registry=${registry}`];
  if (provenance) args.push('--provenance');
  if (values['dry-run']) args.push('--dry-run');
  execFileSync('npm', args, { stdio: 'inherit' });
  console.log(
    `${values['dry-run'] ? 'would publish' : 'published'} ${name} to ${registry}${provenance ? ', with provenance' : ''}`,
  );
}
