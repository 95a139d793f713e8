import type { ThryveAuthResult } from './thryveAuth';

type Refused = Extract<ThryveAuthResult, { signedIn: false }>;

/** The HTTP answer to a refused session: its status, headers and `{ code, message }` body, the same in every adapter. */
export function refusalAnswer({ refusal }: Refused) {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (refusal.status === 401) headers['www-authenticate'] = 'Bearer';
  else headers['retry-after'] = '5';
  return { status: refusal.status, headers, body: { code: refusal.code, message: refusal.message } };
}
