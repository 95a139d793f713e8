/** @deprecated Import them from `@thryve/contract/defaults` (this re-export goes in 4.0). */
export * from '@thryve/contract/defaults';
