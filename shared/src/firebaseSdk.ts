// Every part of @thryve/shared that calls Firebase, reached only through `import()` (firebaseLoader.ts): the
// bundlers put this module and Firebase in a chunk of their own, off the first screen's critical path.
export { onIdTokenChanged, signOut } from 'firebase/auth';
export { createSessionReader } from './auth/authService';
export { getFirebaseAuth } from './firebase';
export { watchCrossTabSignOut } from './session/crossTabSignOut';
export { defaultOperations as operations } from './session/sessionOperations';
