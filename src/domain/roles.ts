import { jwtClaims, parseJsonText } from './json';

/** The identity roles that may edit the magazine's articles (app_metadata.roles). */
export const EDITOR_ROLES: readonly string[] = ['editor', 'admin'];

const rolesOf = (appMetadata: unknown): readonly string[] => {
  if (typeof appMetadata !== 'object' || appMetadata === null) return [];
  const roles = (appMetadata as { roles?: unknown }).roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
};

/** Whether a user record's roles include editor or admin (EditButton shows only then). */
export const canEdit = (user: unknown): boolean =>
  typeof user === 'object' &&
  user !== null &&
  rolesOf((user as { app_metadata?: unknown }).app_metadata).some((r) => EDITOR_ROLES.includes(r));

/**
 * Whether the session this browser remembers (the identity client's record in localStorage, or
 * the tab's tokens in sessionStorage) belongs to an editor. Read before a widget's code is
 * fetched, so a reader's page never downloads the EditButton; the widget itself still asks the
 * identity service who is reading before it shows anything.
 */
export function rememberedEditor(remembered: string | null, tabSession: string | null): boolean {
  const record = remembered === null ? undefined : parseJsonText(remembered);
  if (canEdit(record)) return true;
  const token = (record ?? (tabSession === null ? undefined : parseJsonText(tabSession))) as
    { token?: { access_token?: unknown }; access_token?: unknown } | undefined;
  const jwt = token?.token?.access_token ?? token?.access_token;
  return canEdit(jwtClaims(jwt));
}
