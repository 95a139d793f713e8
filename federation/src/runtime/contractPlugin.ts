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

const majorOf = (version: string | undefined) => {
  const major = /^\D*(\d+)\./.exec(version ?? '')?.[1];
  return major === undefined ? undefined : Number(major);
};

type Origin = Parameters<NonNullable<ModuleFederationRuntimePlugin['afterLoadSnapshot']>>[0]['host'];

/** The contract major the host itself provides to the share scope (none when it does not share the contract). */
function hostMajor(host: Origin): number | undefined {
  const versions = host.options.shared?.[CONTRACT_PACKAGE] ?? [];
  const own = versions.find((shared) => shared.from === host.options.name) ?? versions[0];
  return majorOf(own?.version);
}

/** The remote's statement: the version of the contract package in its manifest (mf-manifest.json `shared`). */
function remoteMajor(snapshot: unknown): number | undefined {
  const shared = (snapshot as { shared?: { sharedName: string; version?: string }[] } | undefined)?.shared ?? [];
  return majorOf(shared.find((entry) => entry.sharedName === CONTRACT_PACKAGE)?.version);
}

/**
 * Federation runtime plugin: refuses a remote whose manifest declares another major of the contract than the one
 * the host shares, before its entry runs (no silent mix of two contract versions in one share scope). The refusal
 * is logged as a console error naming both majors; the load then fails like a down remote, so the offline plugin
 * (after this one) answers with the fallback module and the host shows its own unavailable screen.
 * A host that does not share the contract (a page using `mount`) has nothing to mix and is not checked.
 */
export default function contractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'thryve-contract',
    afterLoadSnapshot(args) {
      const host = hostMajor(args.host);
      const remote = remoteMajor(args.remoteSnapshot);
      if (host !== undefined && remote !== undefined && host !== remote) {
        const error = new ContractMismatchError(args.moduleInfo.name, host, remote);
        console.error(error.message);
        throw error;
      }
      return args;
    },
  };
}
