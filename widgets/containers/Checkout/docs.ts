import type { OptionsOf, WidgetDocs } from '@kit/docs';
import type widget from '.';

/** What editors read about Checkout: Storybook and the README build their tables from it. */
export const docs: WidgetDocs<OptionsOf<typeof widget>> = {
  summary:
    'The whole checkout, one step per page: the cart (`/cart`, with `data-step="cart"`), the customer details with the country picker and shipping services (`/checkout`; `/events/checkout` with `data-kind="event"` shows the tickets with their quantity and asks a name per ticket), payment (`/checkout/payment`, every method the store enables; the card through the card provider), and the review with the terms and the one submit (`/checkout/confirmation`), which hands over to the Order container at `/checkout/order?order={orderId}`. Each step downloads only its own code; the payment and review pages send a shopper without details or payment back a step.',
  attributes: {
    step: '`cart`, `details`, `payment`, `confirmation`, or `auto` (from the path)',
    kind: '`event` for ticket orders: the tickets and a name per ticket instead of a shipping address',
    shopUrl: 'where an empty cart sends the shopper',
    cartUrl: 'the cart page',
    detailsUrl: 'the customer-details step',
    paymentUrl: 'the payment step (also where a bank sends the shopper back)',
    confirmationUrl: 'the review step',
    orderUrl:
      'the order page (the Order container) the shopper goes to once the order is placed; `?order={orderId}` is added',
    termsUrl: 'the terms of service the review links to',
  },
};
