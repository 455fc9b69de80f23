import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about MemberHeader: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'Visitors: Log in (an account icon and the words; coming back to this page) and Sign up. Members: initial and name (the link to the member area), plan badge, a Log out icon button (ends the session in every tab, the cart forgets them, goes to `/membership/`). Applies the route rules on every page.',
  attributes: {
    loginUrl: 'the "Log in" link',
    signupUrl: 'the "Sign up" link',
    memberUrl: "the member area, linked from the member's name",
  },
};
