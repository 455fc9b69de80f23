/**
 * A product's first image's address, from the store's `images` list
 * (`[{ file: { url } }]`, SPEC point 3); undefined when it has none or the shape is unknown.
 */
export function firstImageUrl(images: unknown): string | undefined {
  if (!Array.isArray(images)) return undefined;
  const [first] = images as unknown[];
  const file =
    typeof first === 'object' && first !== null ? (first as { file?: unknown }).file : undefined;
  const url =
    typeof file === 'object' && file !== null ? (file as { url?: unknown }).url : undefined;
  return typeof url === 'string' && url.trim() !== '' ? url : undefined;
}
