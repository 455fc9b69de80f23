import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from '@domain/cards';
import { CARD_CVC_EMPTY } from '@domain/card-form';
import type { CardFormValues } from '@domain/cards';
import { CardFields, useCardSubmit } from '@widgets/shared/CardFields';
import { SubmitForm } from '@widgets/shared/SubmitForm';
import { expectAccessible } from '../../setup/axe';

function CardForm({ send }: { readonly send: (card: CardFormValues) => Promise<unknown> }) {
  const { card, submit } = useCardSubmit({ send });
  return (
    <main>
      <SubmitForm submit={submit} post={{ name: 'card' }} label="Pay" busyLabel="Paying…">
        <CardFields form={card} />
      </SubmitForm>
    </main>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The message beside a field: what its aria-describedby names. */
const said = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the one card form', () => {
  it('groups the number and the expiry as the reader types, and sends them', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<CardForm send={send} />);
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy();
    await userEvent.type(field('Card number'), '4242424242424242');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    await userEvent.type(field('Expiry'), '1230');
    expect(field('Expiry').value).toBe('12 / 30');
    await userEvent.type(field('CVC'), '12a3');
    expect(field('CVC').value).toBe('123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(send).toHaveBeenCalledWith({
      number: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
    // Sent: the fields are empty for the next card.
    await vi.waitFor(() => expect(field('Card number').value).toBe(''));
  });

  it('groups an American Express number 4-6-5', async () => {
    render(<CardForm send={() => Promise.resolve()} />);
    await userEvent.type(field('Card number'), '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
  });

  it('says each problem beside its field, never above the form', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<CardForm send={send} />);
    await userEvent.type(field('Card number'), '4242424242424241');
    await userEvent.type(field('Expiry'), '0120');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(send).not.toHaveBeenCalled();
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(said(field('Card number'))).toBe(CARD_NUMBER_INVALID);
    expect(field('Expiry').value).toBe('01 / 20');
    expect(said(field('Expiry'))).toBe(CARD_EXPIRY_INVALID);
    expect(said(field('CVC'))).toBe(CARD_CVC_EMPTY);
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Card number')));
    await expectAccessible();
  });
});
