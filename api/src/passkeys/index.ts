export { CHALLENGE_TTL_MS } from './passkeyCeremonies';
export { parsePasskeySettings } from './passkeyConfig';
export { createPasskeyRepository } from './passkeyRepository';
export { passkeyRoutes } from './passkeyRoutes';
