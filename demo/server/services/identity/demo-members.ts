import type { Db } from '../../backend/db';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser } from './users';
import type { AppMetadata } from './users';

/**
 * Demo members, so every membership flow can be tried without signing up first. All three are
 * confirmed and share the demo password below (a demo, not a secret: it is only in this file
 * and in the demo's documentation):
 *
 *   reader@example.com    no plan: sees ads, pays full price
 *   member@example.com    plan member, yearly: no ads, 5 % member discount
 *   smashing@example.com  plan smashing, yearly, role editor: no ads, 10 % member discount
 */
export const DEMO_PASSWORD = 'correct horse battery staple';

const renewsAt = () => new Date(Date.now() + 200 * 86_400_000).toISOString();

const members = (): { email: string; name: string; app: AppMetadata }[] => [
  { email: 'reader@example.com', name: 'Rita Reader', app: { provider: 'email' } },
  {
    email: 'member@example.com',
    name: 'Milo Member',
    app: {
      provider: 'email',
      subscription: { plan: 'member', type: 'yearly', renews_at: renewsAt() },
    },
  },
  {
    email: 'smashing@example.com',
    name: 'Sam Smashing',
    app: {
      provider: 'email',
      roles: ['editor'],
      subscription: { plan: 'smashing', type: 'yearly', renews_at: renewsAt() },
    },
  },
];

/** Idempotent: members already present are left as they are. */
export async function seedDemoMembers(db: Db): Promise<void> {
  for (const member of members()) {
    if (await findUserByEmail(db, member.email)) continue;
    const now = new Date();
    await insertUser(db, {
      email: member.email,
      encryptedPassword: await hashPassword(DEMO_PASSWORD),
      userMetadata: { full_name: member.name },
      appMetadata: member.app,
      confirmedAt: now,
      now,
    });
  }
}
