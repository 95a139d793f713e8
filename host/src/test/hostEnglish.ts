// Test-only: the host's own English texts in one map (on a page, each part loads with the page that shows it).
import type { MessageId } from '@thryve/contract';

import type { HostMessageId } from '../i18n/hostMessageId';
import { PAGES_EN_MESSAGES } from '../i18n/messages.en';
import { ADMIN_EN_MESSAGES } from '../routes/admin/messages.en';
import { EMAIL_ACTION_EN_MESSAGES } from '../routes/email-action/messages.en';
import { HOME_EN_MESSAGES } from '../routes/home/messages.en';
import { VERIFY_EMAIL_EN_MESSAGES } from '../routes/verify-email/messages.en';

/** Every text of the host's own, by id. */
export const HOST_ENGLISH: Record<HostMessageId, string> = {
  ...PAGES_EN_MESSAGES,
  ...HOME_EN_MESSAGES,
  ...ADMIN_EN_MESSAGES,
  ...VERIFY_EMAIL_EN_MESSAGES,
  ...EMAIL_ACTION_EN_MESSAGES,
};

/** The host's own texts marked `⟦id|English⟧`, as `pseudoLocalization()` marks the contract's, for a `localization`. */
export function hostPseudoLocalization(): Partial<Record<MessageId, string>> {
  return Object.fromEntries(Object.entries(HOST_ENGLISH).map(([id, text]) => [id, `⟦${id}|${text}⟧`]));
}
