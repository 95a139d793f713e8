import type { EmailVerificationResult } from '@thryve/contract';
import { useAuth } from '@thryve/shared';
import { useCallback, useEffect, useState } from 'react';

/** What the link did, or does next. */
export type EmailActionState =
  | { status: 'working' }
  | { status: 'verified' }
  | { status: 'setPassword'; code: string; email: string | null }
  | { status: 'invalid' }
  | { status: 'failed' };

// One call per code, whatever renders twice (React's development double effects): a code is used once.
const verifications = new Map<string, Promise<EmailVerificationResult>>();

function verifyOnce(oobCode: string): Promise<EmailVerificationResult> {
  let verification = verifications.get(oobCode);
  if (!verification) {
    verification = import('@thryve/shared/http').then((http) => http.completeEmailVerification(oobCode));
    verifications.set(oobCode, verification);
    // A failure may be tried again; an answer is kept (the code is used).
    verification.catch(() => verifications.delete(oobCode));
  }
  return verification;
}

/** The API's stable code of a failed call (`{ code, message }`), read without loading the error catalogue. */
const codeOf = (error: unknown) => (error as { response?: { data?: { code?: unknown } } } | null)?.response?.data?.code;

/**
 * Follows the link of one of Firebase's mails (Firebase's custom action handler: `mode`, `oobCode`): a verification
 * is sent to the API with this browser's session, once it is known; a password reset asks for the new password.
 */
export function useEmailAction(mode: string | null, oobCode: string | null): [EmailActionState, () => void] {
  const { loading, refreshUser } = useAuth();
  const [attempt, setAttempt] = useState(0);
  // The API's answer, for the attempt that asked (a retry shows "working" again until its own answer).
  const [answered, setAnswered] = useState<{ attempt: number; state: EmailActionState } | null>(null);
  const verifying = mode === 'verifyEmail' && Boolean(oobCode);

  useEffect(() => {
    // The session's token goes with the code: wait until the page knows whether someone is signed in.
    if (!verifying || !oobCode || loading) return undefined;
    let current = true;
    const settle = (state: EmailActionState) => current && setAnswered({ attempt, state });
    verifyOnce(oobCode).then(
      async (result) => {
        if (result.outcome === 'passwordRequired') {
          return settle({ status: 'setPassword', code: result.passwordResetCode, email: result.email });
        }
        // The session's next token says the address is verified (best effort: the next refresh says it too).
        await refreshUser().catch(() => undefined);
        return settle({ status: 'verified' });
      },
      (error: unknown) => settle({ status: codeOf(error) === 'invalid_action_code' ? 'invalid' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [verifying, oobCode, loading, refreshUser, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (mode === 'resetPassword' && oobCode) return [{ status: 'setPassword', code: oobCode, email: null }, retry];
  if (!verifying) return [{ status: 'invalid' }, retry];
  return [answered?.attempt === attempt ? answered.state : { status: 'working' }, retry];
}
