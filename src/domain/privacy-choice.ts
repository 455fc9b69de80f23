import type { Privacy, PrivacyChoice } from './privacy';

/**
 * The banner's answer a privacy state records (the inverse of `PRIVACY_ANSWERS`, checked
 * against it by its test); none before the reader answered. A module of its own: only the
 * banner asks, while the privacy rules ride in the chunk every page loads.
 */
export function choiceOf(privacy: Privacy): PrivacyChoice | undefined {
  if (!privacy.responded) return undefined;
  if (privacy.accepted) return 'all';
  return privacy.declined ? 'decline' : 'necessary';
}
