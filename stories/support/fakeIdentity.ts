import type { IdentityClient, IdentitySession } from '@api/identity';
import { ApiError } from '@domain/errors';
import { DEFAULT_MESSAGE, connectionError } from '@domain/messages';
import { defaultConfig } from '@config/config';
import { swapClients } from '@stores/seam';
import type { User } from '@stores/user/state';

/**
 * An in-memory identity service for stories, swapped in through the seam (Storybook has no
 * backend). One member exists: tabby@example.com / whiskers. The token `good-token` is a
 * valid email link; anything else has expired. Like the reference backend, it refuses a second
 * signup for the member's address and a password under six characters. `slow` never answers;
 * `down` cannot be reached; `refuseSaves` answers every change of the member's record with a
 * server error. A change merges `data` into user_metadata, as the service does. `remembered`
 * makes the member a returning one (this browser kept their session: the widgets find them
 * without a login), with `metadata` added to their user_metadata.
 */
export const STORY_MEMBER = { email: 'tabby@example.com', password: 'whiskers' } as const;

export function installFakeIdentity({
  slow = false,
  down = false,
  refuseSaves = false,
  remembered = false,
  metadata = {},
}: {
  slow?: boolean;
  down?: boolean;
  refuseSaves?: boolean;
  remembered?: boolean;
  metadata?: Record<string, unknown>;
} = {}): void {
  let user: User = {
    id: 'story-user',
    email: STORY_MEMBER.email,
    user_metadata: { full_name: 'Tabby Cat', ...metadata },
    app_metadata: { subscription: { plan: 'member' } },
  };
  const wait = <T>(value: () => T): Promise<T> => {
    if (slow) return new Promise<T>(() => undefined);
    if (down) return Promise.reject(connectionError());
    return Promise.resolve().then(value);
  };
  const refuse = (message: string, status = 400): never => {
    throw new ApiError(message, status);
  };
  const session: IdentitySession = {
    get user() {
      return user;
    },
    jwt: () => wait(() => 'story-token'),
    expiresAt: () => undefined,
    update: (attributes) =>
      wait(() => {
        if (refuseSaves) refuse(DEFAULT_MESSAGE, 500);
        if (typeof attributes.password === 'string' && attributes.password.length < 6) {
          refuse('Password should be at least 6 characters', 422);
        }
        user = {
          ...user,
          ...(typeof attributes.email === 'string' ? { new_email: attributes.email } : {}),
          ...(typeof attributes.data === 'object' && attributes.data !== null
            ? { user_metadata: { ...user.user_metadata, ...attributes.data } }
            : {}),
        };
        return user;
      }),
    reload: () => wait(() => user),
    logout: () => wait(() => undefined),
    forget: () => undefined,
  };
  const client: IdentityClient = {
    signup: (email) =>
      wait(() => {
        if (email === STORY_MEMBER.email) {
          refuse('A user with this email address has already been registered', 422);
        }
      }),
    login: (email, password) =>
      wait(() =>
        email === STORY_MEMBER.email && password === STORY_MEMBER.password
          ? session
          : refuse('No user found with that email, or password invalid.'),
      ),
    verify: (_type, token) =>
      wait(() => (token === 'good-token' ? session : refuse('Invalid token', 404))),
    requestRecovery: () => wait(() => undefined),
    current: () => (remembered ? session : null),
  };
  // The page's own origin: nothing leaves the machine, whatever a story triggers.
  swapClients({ config: defaultConfig(window.location.origin), identity: client });
}
