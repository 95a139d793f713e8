import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** The contract package: its version in a manifest's `shared` list is the contract the remote was built against. */
export const CONTRACT_PACKAGE = '@thryve/shared';

/** A remote built against another major of the contract than the host: never mixed, shown as unavailable. */
export class ContractMismatchError extends Error {
  readonly kind = 'ContractMismatchError' as const;
  readonly code = 'federation/contract-mismatch' as const;

  constructor(
    readonly remoteName: string,
    readonly hostMajor: number,
    readonly remoteMajor: number,
  ) {
    super(
      `[thryve] remote "${remoteName}" serves contract ${CONTRACT_PACKAGE}@${remoteMajor}.x but this host was built ` +
        `against ${CONTRACT_PACKAGE}@${hostMajor}.x: its modules are not loaded. Point the host at a remote URL of ` +
        `major ${hostMajor} (e.g. …/v${hostMajor}/mf-manifest.json) or upgrade ${CONTRACT_PACKAGE} to ${remoteMajor}.x.`,
    );
    this.name = 'ContractMismatchError';
  }
}

export function isContractMismatchError(error: unknown): error is ContractMismatchError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'ContractMismatchError';
}

/** major.minor.patch of a version (or range such as `^3.1.0`); a prerelease counts as its release. */
const partsOf = (version: string | undefined) => {
  const parts = /^\D*(\d+)\.(\d+)\.(\d+)/.exec(version ?? '');
  return parts ? parts.slice(1).map(Number) : undefined;
};
const majorOf = (version: string | undefined) => partsOf(version)?.[0];

/** Whether `candidate` is a later release of the same major as `own` (a patch or minor release). */
function isLaterSameMajor(candidate: string, own: string): boolean {
  const [a, b] = [partsOf(candidate), partsOf(own)];
  if (!a || !b || a[0] !== b[0]) return false;
  return a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];
}

/** The modules of the contract in a share scope: the package and its subpaths (`@thryve/shared/http`). */
const isContractShare = (name: string) => name === CONTRACT_PACKAGE || name.startsWith(`${CONTRACT_PACKAGE}/`);

/**
 * How long a host waits, before its first use of the contract, for its remotes' manifests to say whether one
 * serves a later release. Past it the host runs its own copy: a remote that is down (the retry plugin gives up
 * after about 1 s) or slow costs the host's own pages at most this long.
 */
const NEWER_CONTRACT_WAIT_MS = 1500;

type Origin = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterLoadSnapshot']>>[0]['host'];

/** The contract version the host itself provides to the share scope (none when it does not share the contract). */
function hostVersion(host: Origin): string | undefined {
  const versions = host.options.shared?.[CONTRACT_PACKAGE] ?? [];
  const own = versions.find((shared) => shared.from === host.options.name) ?? versions[0];
  return own?.version;
}

/** The remote's statement: the version of the contract package in its manifest (mf-manifest.json `shared`). */
function remoteVersion(snapshot: unknown): string | undefined {
  const shared = (snapshot as { shared?: { sharedName: string; version?: string }[] } | undefined)?.shared ?? [];
  return shared.find((entry) => entry.sharedName === CONTRACT_PACKAGE)?.version;
}

/**
 * Before the host's first use of the contract: asks each of its remotes' manifests for the contract release it
 * serves, and initialises (runs the entry of) every remote that serves a later release of the same major, so that
 * its copy is in the share scope when the host picks one. Nothing of the contract is loaded yet, so the runtime
 * takes the newest copy (`loaded-first` falls back to the highest version). A remote refused, down or slower than
 * NEWER_CONTRACT_WAIT_MS leaves the host with its own copy. Never rejects.
 */
async function offerLaterContracts(host: Origin): Promise<void> {
  const own = hostVersion(host);
  if (own === undefined) return;
  let waiting = true;
  const offers = host.options.remotes.map(async (remote) => {
    try {
      // The manifest only (the contract check runs on it); the entry is fetched when a later release is served.
      const { remoteSnapshot } = await host.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote });
      const version = remoteVersion(remoteSnapshot);
      if (!waiting || version === undefined || !isLaterSameMajor(version, own)) return;
      const { module } = await host.remoteHandler.getRemoteModuleAndOptions({ id: remote.name });
      if (waiting) await module.init();
    } catch {
      // Down or refused (the contract check has said so): the load of its modules reports it, not this offer.
    }
  });
  await Promise.race([Promise.all(offers), new Promise((resolve) => setTimeout(resolve, NEWER_CONTRACT_WAIT_MS))]);
  waiting = false;
}

/**
 * Federation runtime plugin, the contract between a host and its remotes:
 * - refuses a remote whose manifest declares another major of the contract than the one the host shares, before
 *   its entry runs (no silent mix of two contract versions in one share scope). The refusal is logged as a console
 *   error naming both majors; the load then fails like a down remote, so the offline plugin (after this one)
 *   answers with the fallback module and the host shows its own unavailable screen;
 * - runs the newest release of the host's major: a remote deployed with a patch or minor release of the contract
 *   brings it to hosts built against an earlier one, without their rebuild (see offerLaterContracts).
 * A host that does not share the contract (a page using `mount`) has nothing to mix and is not checked.
 */
export default function contractPlugin(): ModuleFederationRuntimePlugin {
  let offered: Promise<void> | undefined;
  return {
    name: 'thryve-contract',
    afterLoadSnapshot(args) {
      const remote = remoteVersion(args.remoteSnapshot);
      const [hostMajor, remoteMajor] = [majorOf(hostVersion(args.host)), majorOf(remote)];
      if (hostMajor !== undefined && remoteMajor !== undefined && hostMajor !== remoteMajor) {
        const error = new ContractMismatchError(args.moduleInfo.name, hostMajor, remoteMajor);
        console.error(error.message);
        throw error;
      }
      return args;
    },
    async beforeLoadShare(args) {
      if (isContractShare(args.pkgName)) await (offered ??= offerLaterContracts(args.origin));
      return args;
    },
  };
}
