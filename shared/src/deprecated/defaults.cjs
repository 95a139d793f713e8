// `@thryve/shared/defaults` as in 3.3: the local defaults are `@thryve/contract/defaults` since 3.4. Kept so that a
// script written against 3.x changes nothing; removed in 4.0 (docs/embedding/upgrading.md).
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as the 3.3 file it stands for
module.exports = require('@thryve/contract/defaults');
