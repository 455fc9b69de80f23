import { z } from 'zod';

const metadata = z.record(z.string(), z.unknown());

export const signupBody = z.object({
  email: z.string(),
  password: z.string(),
  data: metadata.nullish(),
});

export const tokenBody = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), username: z.string(), password: z.string() }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1) }),
]);

export const verifyBody = z.object({
  type: z.enum(['signup', 'recovery']),
  token: z.string().min(1).max(200),
  password: z.string().optional(),
});

export const recoverBody = z.object({ email: z.string().max(320) });

export const userUpdateBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  data: metadata.optional(),
  email_change_token: z.string().min(1).max(200).optional(),
});
