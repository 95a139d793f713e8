export const CONTRACT_DIR: string;
/** Builds and packs every contract package; resolves to the tarballs' paths by package name. */
export function packContract(): Promise<Record<string, string>>;
