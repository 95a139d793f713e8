// Standalone page of the remote (http://localhost:3001): the screens without the host, for working on them alone.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { AuthProvider } from './provider/AuthProvider';
import { SignIn } from './sign-in/SignIn';
import { SignUp } from './sign-up/SignUp';

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
  return pathname === '/signup' ? <SignUp backPath="/signin" /> : <SignIn />;
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
