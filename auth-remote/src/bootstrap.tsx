// Standalone page of the remote (http://localhost:3001): the screens without the host, for working on them alone.
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { AuthProvider } from './provider/AuthProvider';
import { SignIn } from './sign-in/SignIn';
import { SignUp } from './sign-up/SignUp';

// Loaded only when shown, as hosts load it.
const UserProfile = lazy(() => import('./account/UserProfile').then((module) => ({ default: module.UserProfile })));

function usePathname(): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return pathname;
}

function StandalonePage() {
  const pathname = usePathname();
  if (pathname === '/signup') return <SignUp backPath="/signin" />;
  if (pathname === '/account') {
    return (
      <Suspense fallback={null}>
        <UserProfile />
      </Suspense>
    );
  }
  return <SignIn redirectTo="/account" />;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AuthProvider>
        <StandalonePage />
      </AuthProvider>
    </StrictMode>,
  );
}
