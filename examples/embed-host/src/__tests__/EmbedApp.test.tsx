import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue, type AuthProviderProps, type SignInProps } from '@thryve/shared';
import { fakeAuth } from '@thryve/shared/testing';
import { useEffect, useMemo, useState } from 'react';

import type { AuthRemote } from '../authRemote';
import { EmbedApp } from '../EmbedApp';

// A stand-in for the remote: same contract (props from @thryve/shared), no Firebase.
let signInAs: ((email: string) => void) | null = null;

function FakeAuthProvider({ children, navigate }: AuthProviderProps) {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    signInAs = (value) => {
      setEmail(value);
      navigate?.('/account', { replace: true });
    };
  }, [navigate]);
  const value = useMemo<AuthContextValue>(
    () =>
      fakeAuth({
        user: email
          ? { uid: 'u1', displayName: null, email, emailVerified: true, providers: ['password'], idToken: 't' }
          : null,
        navigate: navigate ?? (() => undefined),
        signOut: async () => setEmail(null),
      }),
    [email, navigate],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function FakeSignIn({ redirectTo }: SignInProps) {
  return (
    <main>
      <h2>Sign in</h2>
      <p>{`then ${redirectTo}`}</p>
      <button type="button" onClick={() => signInAs?.('grace@example.com')}>
        Sign in
      </button>
    </main>
  );
}

const FakeSignUp = () => <h2>Sign up</h2>;

function fakeRemote(up: () => boolean): AuthRemote {
  const gate = <T,>(value: T) => (up() ? Promise.resolve(value) : Promise.reject(new Error('remote down')));
  return {
    loadAuthProvider: () => gate(FakeAuthProvider),
    loadSignIn: () => gate(FakeSignIn),
    loadSignUp: () => gate(FakeSignUp),
  };
}

describe('EmbedApp (no router)', () => {
  it('switches between sign-in and sign-up with its own tabs', async () => {
    render(<EmbedApp remote={fakeRemote(() => true)} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I’m new here' }));
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows "Signed in as <email>" after sign-in, and signs out', async () => {
    render(<EmbedApp remote={fakeRemote(() => true)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Signed in as', { exact: false })).toHaveTextContent('Signed in as grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says when the remote is down and recovers with Try again', async () => {
    let up = false;
    render(<EmbedApp remote={fakeRemote(() => up)} />);
    expect(await screen.findByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
