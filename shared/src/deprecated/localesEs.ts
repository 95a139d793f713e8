// `@thryve/shared/locales/es` as in 3.3: the contract's names, `@thryve/contract/locales/es` since 3.4. Kept so that a
// partner on 3.x changes nothing; removed in 4.0 (docs/embedding/upgrading.md). Declared, not re-exported, for its
// `@deprecated` note (see root.ts).
import * as contract from '@thryve/contract/locales/es';

/** @deprecated Import it from `@thryve/contract/locales/es` (this re-export goes in 4.0). */
export const ES_MESSAGES: typeof contract.ES_MESSAGES = contract.ES_MESSAGES;
