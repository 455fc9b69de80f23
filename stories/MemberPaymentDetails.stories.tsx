import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemberPaymentDetails } from '@widgets/containers/MemberPaymentDetails/MemberPaymentDetails';
import { ContainerHost } from './support/hosts';
import { installFakeMemberCards } from './support/fakeMemberCards';
import widget from '@widgets/containers/MemberPaymentDetails';
import { docs } from '@widgets/containers/MemberPaymentDetails/docs';
import { docsPage } from './support/describe';
import { CARD_DECLINED } from '@domain/messages';

const CardsPage = () => (
  <main>
    <h1>Your plan</h1>
    <h2>Payment details</h2>
    <ContainerHost Widget={MemberPaymentDetails} options={{}} />
  </main>
);

const meta = {
  title: 'Containers/MemberPaymentDetails',
  component: CardsPage,
  tags: ['autodocs'],
  beforeEach: () => installFakeMemberCards(),
  parameters: docsPage(
    widget,
    docs,
    `It lives at /membership/your-plan, below the plan; the cards that are not the default offer
"Make default". The card number goes to the vault only and the store keeps its token; a declined
or invalid card is said above the fields, which keep what was typed. A visitor is sent to log in.

\`\`\`html
<div data-container="MemberPaymentDetails"></div>
\`\`\``,
  ),
} satisfies Meta<typeof CardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedCards: Story = {};

export const NoCardsYet: Story = { beforeEach: () => installFakeMemberCards({ cards: [] }) };

export const Loading: Story = { beforeEach: () => installFakeMemberCards({ mode: 'slow' }) };

export const Unavailable: Story = { beforeEach: () => installFakeMemberCards({ mode: 'down' }) };

/** The bank refuses the new card: the store's words above the fields, which keep the card. */
export const DeclinedCard: Story = {
  beforeEach: () => installFakeMemberCards({ mode: 'declines' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), '4000 0000 0000 0002');
    await userEvent.type(canvas.getByLabelText('Expiry'), '12/30');
    await userEvent.type(canvas.getByLabelText('CVC'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CARD_DECLINED);
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  },
};
