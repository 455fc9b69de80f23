import { within } from 'storybook/test';
import { installFakeMemberOrders } from './fakeMemberOrders';

/*
 * The states LastOrders and MemberOrders show alike, as stories: both read the member's
 * orders from the same store and answer an empty, slow or failed read the same way.
 */

export const noOrders = {
  beforeEach: () => installFakeMemberOrders({ count: 0 }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByText('Browse the books');
  },
};

export const loading = { beforeEach: () => installFakeMemberOrders({ mode: 'slow' }) };

export const loadFailed = {
  beforeEach: () => installFakeMemberOrders({ mode: 'down' }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByText('Try again');
  },
};
