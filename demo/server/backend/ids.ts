import { randomBytes } from 'node:crypto';

/** A random id with a readable prefix (`cart_…`, `ord_…`). */
export const newId = (prefix: string, bytes = 12) =>
  `${prefix}_${randomBytes(bytes).toString('hex')}`;
