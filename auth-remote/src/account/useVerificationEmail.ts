import { type AuthErrorEvent } from '@thryve/contract';
import { callListener, useAuth, useErrorCatalogue, useMessages, type UserProfileProps } from '@thryve/shared';
import { useEffect, useRef, useState } from 'react';

import { shownFailure } from './accountErrors';
import type { ScreenMessage } from './screenMessage';

/** Firebase limits these emails too; the screen waits this long between two, so a double click sends one. */
const RESEND_AFTER_MS = 60_000;

/**
 * 'Send verification email' (then says when it was sent, and waits a minute before the next) and the re-check
 * after the link was followed (`refreshUser`: the session, and so `user.emailVerified`, see the change).
 */
export function useVerificationEmail(events: Pick<UserProfileProps, 'onError'>) {
  const { sendVerificationEmail, refreshUser, user } = useAuth();
  const errors = useErrorCatalogue();
  const { locale } = useMessages();
  const [sentAt, setSentAt] = useState<Date | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ScreenMessage | null>(null);
  const [error, setError] = useState<ScreenMessage | null>(null);
  const running = useRef(false);

  useEffect(() => {
    if (!sentAt) return undefined;
    const timer = setTimeout(() => setWaiting(false), RESEND_AFTER_MS - (Date.now() - sentAt.getTime()));
    return () => clearTimeout(timer);
  }, [sentAt]);

  async function run(action: () => Promise<void>, failed: (error: unknown) => AuthErrorEvent, onDone: () => void) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      const { message, event } = shownFailure(failed(failure));
      setError(message);
      callListener('onError', events.onError, event);
      return;
    } finally {
      running.current = false;
      setBusy(false);
    }
    onDone();
  }

  function send() {
    if (waiting) return;
    return run(sendVerificationEmail, errors.verificationEmailFailure, () => {
      setSentAt(new Date());
      setWaiting(true);
    });
  }

  // The section shows this only while the address is still unverified: once the reload sees the followed link,
  // the session's user says so and the section shows 'Verified' instead.
  const recheck = () =>
    run(refreshUser, errors.userRefreshFailure, () => setNotice({ id: 'account.stillNotVerified' }));

  const time = sentAt?.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  const sent: ScreenMessage | null = time ? { id: 'account.verificationSent', values: { time } } : null;
  return { verified: user?.emailVerified ?? false, send, recheck, canSend: !waiting && !busy, sent, notice, error };
}
