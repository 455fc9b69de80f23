import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobPostForm } from '@widgets/containers/JobPostForm/JobPostForm';
import { getCart, submitOrder, updateCart } from '@api/storefront/cart';
import { createAccount } from '@api/storefront/account';
import { createCardToken } from '@api/vault';
import type { Storefront } from '@api/storefront/client';
import { $cart } from '@stores/cart';
import { JOB_POST_MESSAGES, URL_INVALID } from '@domain';
import { connectStores } from '../../support/connected';
import { uniqueEmail } from '../../support/outbox';
import { GOOD_CARD } from '../../support/checkout-fixtures';
import { fakeLocation } from '../../support/location';
import { expectAccessible } from '../../setup/axe';
import { renderInPage } from '../../support/render-in-page';

const mount = (checkoutUrl = '/checkout') =>
  renderInPage('Post a job', (host) => <JobPostForm host={host} options={{ checkoutUrl }} />);

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));

const POST = {
  jobType: 'design',
  companyName: 'Kestrel Studio',
  logoUrl: 'https://kestrel.example/logo.svg',
  title: 'Product designer for a design system',
  description: 'Three months to shape the component library of a public-service app.',
  applicationUrl: 'https://kestrel.example/jobs/designer',
};

// Typed once (every keystroke through the form), pasted elsewhere to keep the test quick.
async function fillIn(commitment: 'Full-time position' | 'Freelance gig') {
  const paste = async (label: string, text: string) => {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  };
  await userEvent.click(screen.getByRole('radio', { name: new RegExp(commitment) }));
  await userEvent.selectOptions(screen.getByLabelText('Job type'), POST.jobType);
  await userEvent.type(screen.getByLabelText('Company name'), POST.companyName);
  await paste('Logo link', POST.logoUrl);
  await paste('Job title', POST.title);
  await paste('Description', POST.description);
  await paste('Application link', POST.applicationUrl);
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('JobPostForm', () => {
  let storefront: Storefront;
  beforeEach(() => {
    storefront = connectStores();
  });
  afterEach(() => vi.restoreAllMocks());

  it('names every missing field, moves focus to the first, and sends nothing', async () => {
    const location = fakeLocation('/jobs/');
    mount();
    await submit();
    for (const message of Object.values(JOB_POST_MESSAGES)) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    const fullTime = screen.getByRole('radio', { name: /Full-time position/ });
    expect(fullTime.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(fullTime));
    expect($cart.get().cart).toBeNull();
    expect(location.assign).not.toHaveBeenCalled();
    await expectAccessible();
    // The file's first axe run warms axe up: seconds on a busy two-core runner.
  }, 15_000);

  it('shows a problem once its field is left, and refuses links that are not web addresses', async () => {
    fakeLocation('/jobs/');
    mount();
    await userEvent.click(screen.getByLabelText('Company name'));
    expect(screen.queryByText(JOB_POST_MESSAGES.companyName)).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText(JOB_POST_MESSAGES.companyName)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Logo link'), 'logo.png');
    await userEvent.tab();
    expect(await screen.findByText(URL_INVALID)).toBeTruthy();
    expect(screen.getByLabelText('Logo link').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows each listing’s price and the chosen one’s by the button', async () => {
    fakeLocation('/jobs/');
    mount();
    expect(await screen.findByRole('radio', { name: 'Full-time position $299.00' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Freelance gig $149.00' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Freelance gig/ }));
    expect(screen.getByText(/paid at checkout/).textContent).toBe(
      'Freelance gig: $149.00, paid at checkout.',
    );
    await expectAccessible();
  });

  it('adds the listing with the post as its metadata, kept in the order, and goes to checkout', async () => {
    const location = fakeLocation('/jobs/');
    mount('/shop/checkout');
    await fillIn('Freelance gig');
    await submit();
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/shop/checkout'));
    expect($cart.get().cart?.items.map((i) => [i.sku, i.quantity])).toEqual([
      ['job-post-freelance', 1],
    ]);
    const post = { commitment: 'freelance', ...POST };
    expect((await getCart(storefront, true))?.items[0]?.metadata).toEqual(post);
    // Paid, the order's line still carries the post.
    await createAccount(storefront, { email: uniqueEmail('jobs'), password: 'purr-purr-1' });
    const vault = {
      vaultUrl: `${inject('backendUrl')}/vault`,
      key: 'pk_demo_magazine',
      timeoutMs: 5000,
    };
    const { token } = await createCardToken(vault, GOOD_CARD);
    await updateCart(storefront, { billing: { method: 'card', card: { token } } });
    const order = await submitOrder(storefront);
    expect(order.items.map((item) => item.metadata)).toEqual([post]);
    // An account, a card token and an order: several round trips to the backend.
  }, 15_000);

  it('keeps everything typed and says why when the add fails', async () => {
    const location = fakeLocation('/jobs/');
    // A dropped connection: the one failure the reference backend cannot produce on demand.
    storefront = connectStores((input, init) =>
      init?.method === 'POST' && String(input).includes('/cart/items')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : fetch(input, init),
    );
    mount();
    await fillIn('Full-time position');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe($cart.get().error);
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Full-time position/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(valueOf('Job type')).toBe(POST.jobType);
    expect(valueOf('Company name')).toBe(POST.companyName);
    expect(valueOf('Description')).toBe(POST.description);
    expect(valueOf('Application link')).toBe(POST.applicationUrl);
    expect(location.assign).not.toHaveBeenCalled();
    await expectAccessible();
  });
});
