import type { IdentityClient, IdentitySession } from '../../src/api/identity';
import { ApiError } from '../../src/domain/errors';
import { defaultConfig } from '../../src/config/config';
import { swapClients } from '../../src/stores/seam';
import type { User } from '../../src/stores/user/state';

/**
 * An in-memory identity service for stories, swapped in through the seam (Storybook has no
 * backend). One member exists: tabby@example.com / whiskers. The token `good-token` is a
 * valid email link; anything else has expired. `slow` never answers.
 */
export const STORY_MEMBER = { email: 'tabby@example.com', password: 'whiskers' } as const;

export function installFakeIdentity({ slow = false }: { slow?: boolean } = {}): void {
  let user: User = {
    id: 'story-user',
    email: STORY_MEMBER.email,
    user_metadata: { full_name: 'Tabby Cat' },
    app_metadata: { subscription: { plan: 'member' } },
  };
  const wait = <T>(value: () => T): Promise<T> =>
    slow ? new Promise<T>(() => undefined) : Promise.resolve().then(value);
  const session: IdentitySession = {
    get user() {
      return user;
    },
    jwt: () => wait(() => 'story-token'),
    expiresAt: () => undefined,
    update: (attributes) =>
      wait(() => {
        user = {
          ...user,
          ...(typeof attributes.email === 'string' ? { new_email: attributes.email } : {}),
        };
        return user;
      }),
    reload: () => wait(() => user),
    logout: () => wait(() => undefined),
    forget: () => undefined,
  };
  const refuse = (message: string, status = 400) => {
    throw new ApiError(message, status);
  };
  const client: IdentityClient = {
    signup: () => wait(() => undefined),
    login: (email, password) =>
      wait(() =>
        email === STORY_MEMBER.email && password === STORY_MEMBER.password
          ? session
          : refuse('No user found with that email, or password invalid.'),
      ),
    verify: (_type, token) =>
      wait(() => (token === 'good-token' ? session : refuse('Invalid token', 404))),
    requestRecovery: () => wait(() => undefined),
    current: () => null,
  };
  // The page's own origin: nothing leaves the machine, whatever a story triggers.
  swapClients({ config: defaultConfig(window.location.origin), identity: client });
}
