type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const convert = (value: unknown, rename: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => convert(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key.startsWith('$') ? key : rename(key),
      convert(item, rename),
    ]),
  );
};

/** `shipment_rating` -> `shipmentRating`, deeply (the client's useCamelCase option). */
export const camelKeys = <T>(value: unknown): T => convert(value, toCamel) as T;

/** `shipmentRating` -> `shipment_rating`, deeply, for request bodies. */
export const snakeKeys = (value: unknown): Json => convert(value, toSnake) as Json;
