/**
 * The cards the demo's Google Pay and Apple Pay stand-ins hold, as a wallet shows them: by
 * name and last four digits. The page never sees a number; the reference backend knows which
 * test card each one is (demo/server/services/providers/wallet-api.ts).
 */
export const WALLET_CARDS = {
  visa: { label: 'Visa •••• 4242', network: 'Visa', last4: '4242' },
  declined: { label: 'Visa •••• 0002 (declined)', network: 'Visa', last4: '0002' },
} as const;

export type WalletCardId = keyof typeof WALLET_CARDS;

export const isWalletCard = (id: unknown): id is WalletCardId =>
  typeof id === 'string' && Object.hasOwn(WALLET_CARDS, id);
