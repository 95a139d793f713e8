export { isThryveAuthError, REFUSALS, ThryveAuthError, type RefusalCode } from './errors';
export { refusalOf, STANDING_PATH, type UserStanding } from './standing';
export {
  createThryveAuth,
  type RequestLike,
  type ThryveAuth,
  type ThryveAuthOptions,
  type ThryveAuthResult,
  type ThryveUser,
} from './thryveAuth';
