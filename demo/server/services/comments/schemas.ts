import { z } from 'zod';

/** Longest comment body taken; the form never needs more, and it bounds the sanitiser's work. */
export const MAX_BODY_CHARS = 10_000;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value?.trim() || undefined);

// A missing author, email or body reaches the form's own rules as empty, so the reader gets
// the same message the form shows rather than a schema's wording.
const requiredText = (max: number, tooLong?: string) =>
  z
    .string()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? '');

// Ids are bigserial; anything past the safe integers cannot be one and would overflow bigint.
const commentId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Not a comment id')
    .transform(Number),
]);

export const newCommentBody = z.object({
  author: requiredText(100, 'Please keep your name under 100 characters.'),
  email: requiredText(320),
  www: optionalText(300),
  twitter: optionalText(100),
  body: requiredText(
    MAX_BODY_CHARS,
    `Comments are limited to ${MAX_BODY_CHARS.toLocaleString('en-US')} characters.`,
  ),
  parent: commentId.nullish(),
});
