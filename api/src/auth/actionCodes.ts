/**
 * The out-of-band codes of Firebase's mails (the verification link's `oobCode`), checked and applied by the API
 * itself through Identity Toolkit's REST API, as the Firebase SDK does from a page (firebase-admin has no call for
 * them). The Auth emulator is used where firebase-admin uses it (FIREBASE_AUTH_EMULATOR_HOST).
 */
export interface ActionCodes {
  /** What the code is for and whose address, without using it; InvalidActionCode when unknown, used or expired. */
  check(code: string): Promise<{ requestType: string; email: string }>;
  /** Uses a verification code: Firebase marks the address verified. InvalidActionCode as for `check`. */
  applyVerification(code: string): Promise<void>;
}

/** Firebase refused the code: unknown, used already, expired, or of a disabled or deleted user. */
class InvalidActionCode extends Error {
  readonly kind = 'InvalidActionCode';
}

/** Firebase's answers that are about the code, not the service. */
const CODE_REFUSALS = ['INVALID_OOB_CODE', 'EXPIRED_OOB_CODE', 'USER_DISABLED', 'USER_NOT_FOUND', 'EMAIL_NOT_FOUND'];

export interface ActionCodeOptions {
  /** The project's Web API key (it is public: every page that signs in carries it); unset: every call fails. */
  apiKey: string | undefined;
  /** `host:port` of the Auth emulator, or undefined for Google's service. */
  emulatorHost?: string;
  timeoutMs: number;
}

export function identityToolkitActionCodes(options: ActionCodeOptions): ActionCodes {
  const base = options.emulatorHost
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';

  async function call<T>(method: string, body: object): Promise<T> {
    if (!options.apiKey) throw new Error('FIREBASE_API_KEY is not set: the codes of Firebase mails cannot be used');
    const answer = await fetch(`${base}/${method}?key=${encodeURIComponent(options.apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const json = (await answer.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (answer.ok && json) return json as T;
    // Firebase's message starts with its code (`WEAK_PASSWORD : Password should be…`).
    const reason = String(json?.error?.message ?? '').split(' ')[0];
    if (answer.status === 400 && CODE_REFUSALS.includes(reason)) throw new InvalidActionCode(reason);
    throw new Error(`Identity Toolkit ${method}: ${answer.status} ${reason}`);
  }

  return {
    async check(code) {
      const { requestType = '', email = '' } = await call<{ requestType?: string; email?: string }>(
        'accounts:resetPassword',
        { oobCode: code },
      );
      return { requestType, email };
    },
    async applyVerification(code) {
      await call('accounts:update', { oobCode: code });
    },
  };
}

export const isInvalidActionCode = (error: unknown): error is InvalidActionCode =>
  (error as { kind?: unknown } | null)?.kind === 'InvalidActionCode';
