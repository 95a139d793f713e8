/**
 * English texts that more than one of the host's signed-in pages shows. The texts of its first screens (loading,
 * the remote down, an error, not found) are the contract's catalogue's (`EN_MESSAGES`), so that those screens carry
 * no catalogue of the host's; each signed-in page's own texts load with it (its folder's `messages.en.ts`).
 */
export const PAGES_EN_MESSAGES = {
  'host.backHome': 'Back to home',
};
