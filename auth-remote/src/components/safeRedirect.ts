/** A same-site path to go to after success, or null: never an absolute or protocol-relative URL (open redirect). */
export function safeRedirect(path: string | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}
