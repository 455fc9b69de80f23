/**
 * The public key the demo store's widgets send (src/config defaults); the vault and the store
 * both check it.
 */
export const PUBLIC_KEY = 'pk_demo_magazine';
