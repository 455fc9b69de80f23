import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Order: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    "An order's number, date and status, its lines (a job post named by its post) and totals in the order's currency, the attendees of its tickets, the shipping and billing addresses, the payment, and a download link per ebook file. Opens with the order email's `?key=`, right after paying in the same browser, or for the logged-in buyer; anyone else reads \"Order not found\".",
  attributes: {
    orderId:
      "the order to show; empty: the page address's `?order=` (`/checkout/order?order={orderId}`, one page for every order), else the last segment of `/checkout/confirmation/{orderId}`",
    loginUrl: 'the "Log in" link offered when the order cannot be opened (coming back here)',
  },
};
