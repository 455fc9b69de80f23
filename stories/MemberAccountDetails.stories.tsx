import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemberAccountDetails } from '@widgets/containers/MemberAccountDetails/MemberAccountDetails';
import { ADDRESS_MESSAGES, DEFAULT_MESSAGE, nameSaved } from '@domain';
import { ContainerHost } from './support/hosts';
import { installFakeIdentity } from './support/fakeIdentity';
import widget from '@widgets/containers/MemberAccountDetails';
import { docs } from '@widgets/containers/MemberAccountDetails/docs';
import { docsPage } from './support/describe';

const DetailsPage = () => (
  <main>
    <h1>Personal details</h1>
    <ContainerHost Widget={MemberAccountDetails} options={{}} />
  </main>
);

const ADDRESS = {
  firstname: 'Tabby',
  lastname: 'Cat',
  address: 'Whisker Lane 9',
  zip: 'N1 9GU',
  city: 'London',
  country: 'GB',
};

/** A returning member (their session kept), with a saved shipping address unless told otherwise. */
const member = ({
  address = true,
  refuseSaves = false,
}: { address?: boolean; refuseSaves?: boolean } = {}) =>
  installFakeIdentity({
    remembered: true,
    refuseSaves,
    metadata: address ? { shippingAddress: ADDRESS } : {},
  });

const meta = {
  title: 'Containers/MemberAccountDetails',
  component: DetailsPage,
  tags: ['autodocs'],
  beforeEach: () => member(),
  parameters: docsPage(
    widget,
    docs,
    `It lives at /membership/personal. Each form has its own saving state, its own success and its
own refusal, and keeps what was typed when the service refuses. The password is typed twice, at
least six characters; the address follows the checkout's rules and country picker, and the
checkout offers it back ("Use my saved address"). A visitor is sent to log in.

\`\`\`html
<div data-container="TokenVerification"></div>
<div data-container="MemberAccountDetails"></div>
\`\`\``,
  ),
} satisfies Meta<typeof DetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a name and a saved address. */
export const Member: Story = {};

/** A member who has not saved an address yet: the fields are empty. */
export const NoAddressYet: Story = { beforeEach: () => member({ address: false }) };

/** Still finding out who is reading. */
export const Loading: Story = {
  beforeEach: () => installFakeIdentity({ slow: true, remembered: true }),
};

/** The name saved: that form says so, the others say nothing. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const name = within(await within(canvasElement).findByRole('form', { name: 'Your name' }));
    await userEvent.clear(name.getByLabelText('Name'));
    await userEvent.type(name.getByLabelText('Name'), 'Tibbs');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    await expect(await name.findByText(nameSaved('Tibbs'))).toBeTruthy();
  },
};

/** An empty address sent: each field names its problem, focus on the first. */
export const Invalid: Story = {
  beforeEach: () => member({ address: false }),
  play: async ({ canvasElement }) => {
    const address = within(
      await within(canvasElement).findByRole('form', { name: 'Your shipping address' }),
    );
    await userEvent.click(address.getByRole('button', { name: 'Save address' }));
    await expect(address.getByText(ADDRESS_MESSAGES.firstname)).toBeTruthy();
    await expect(address.getByText(ADDRESS_MESSAGES.country)).toBeTruthy();
  },
};

/** The service refuses: that form says so and keeps what was typed; the others are untouched. */
export const Refused: Story = {
  beforeEach: () => member({ address: false, refuseSaves: true }),
  play: async ({ canvasElement }) => {
    const name = within(await within(canvasElement).findByRole('form', { name: 'Your name' }));
    await userEvent.clear(name.getByLabelText('Name'));
    await userEvent.type(name.getByLabelText('Name'), 'Tibbs');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    await expect((await name.findByRole('alert')).textContent).toBe(DEFAULT_MESSAGE);
    await expect(name.getByLabelText('Name')).toHaveValue('Tibbs');
  },
};
