/** Card numbers the reference vault understands in test mode (printed by `npm start`). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requires3ds: '4000 0025 0000 3155',
} as const;
