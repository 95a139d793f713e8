// The entry of `@thryve/shared/http`: the one HTTP client of the product, an axios instance. Its own entry (not the
// root of @thryve/shared) so that axios loads when a page first calls the API, not before the first screen.
export { apiClient, type OwnTokenConfig } from './apiInstance';
export {
  completeProfileOnApi,
  completeEmailVerification,
  deleteAccountOnApi,
  fetchAccountExport,
  revokeSessionsOnApi,
  updateProfileOnApi,
} from './accountApi';
export { fetchProfilePicture, fetchUserProfile } from './profileApi';
export { useProfilePicture } from './useProfilePicture';
