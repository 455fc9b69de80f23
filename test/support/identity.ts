import type { IdentityClient, IdentitySession } from '@api/identity';

/**
 * A stand-in identity client (gotrue-js's shape) whose one member, `email`, has the tokens
 * and expiry the test gives; every call signs them in, nothing reaches a service. Without
 * `remembered` the browser holds no session until a login.
 */
export function standInIdentity({
  email,
  jwt,
  expiresAt,
  remembered,
}: Pick<IdentitySession, 'jwt' | 'expiresAt'> & {
  email: string;
  remembered: boolean;
}): IdentityClient {
  const session: IdentitySession = {
    user: { id: 'u1', email },
    jwt,
    expiresAt,
    update: async () => session.user,
    reload: async () => session.user,
    logout: async () => undefined,
    forget: () => undefined,
  };
  return {
    signup: async () => undefined,
    login: async () => session,
    verify: async () => session,
    requestRecovery: async () => undefined,
    current: () => (remembered ? session : null),
  };
}
