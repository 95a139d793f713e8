import type { ADMIN_EN_MESSAGES } from '../routes/admin/messages.en';
import type { EMAIL_ACTION_EN_MESSAGES } from '../routes/email-action/messages.en';
import type { HOME_EN_MESSAGES } from '../routes/home/messages.en';
import type { VERIFY_EMAIL_EN_MESSAGES } from '../routes/verify-email/messages.en';
import type { PAGES_EN_MESSAGES } from './messages.en';

/** The id of one of the host's own texts: the keys of its English parts (each signed-in page's, and those several share). */
export type HostMessageId =
  | keyof typeof PAGES_EN_MESSAGES
  | keyof typeof HOME_EN_MESSAGES
  | keyof typeof ADMIN_EN_MESSAGES
  | keyof typeof VERIFY_EMAIL_EN_MESSAGES
  | keyof typeof EMAIL_ACTION_EN_MESSAGES;
