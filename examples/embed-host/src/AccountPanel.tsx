import { useAuth } from '@thryve/shared';
import { useState } from 'react';

/** What the partner shows after sign-in: who is signed in, and a Sign out button. */
export function AccountPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { user, loading, signOut } = useAuth();
  const [busy, setBusy] = useState(false);

  if (loading) return <p role="status">Loading…</p>;
  if (!user) return <p>You are signed out.</p>;
  return (
    <main className="embed-account">
      <h2>Welcome</h2>
      <p>
        Signed in as <strong>{user.email}</strong>
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          signOut().then(onSignedOut, () => setBusy(false));
        }}
      >
        Sign out
      </button>
    </main>
  );
}
