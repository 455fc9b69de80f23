import { guardRoute } from '@stores/user/routes';
import { mayBeMember } from '../preconditions';

/**
 * A visitor on a membership-only page goes to log in at once (SPEC point 2), before any
 * code of the page is fetched; whoever may be a member waits for the header to find out.
 */
export const sendVisitorToLogin = (): void => {
  if (mayBeMember()) return;
  const target = guardRoute(location, false);
  if (target) location.replace(target);
};
