import { WALLET_CARDS, isWalletCard } from './cards';
import type { WalletCardId } from './cards';

export interface SheetOptions {
  /** The wallet's name, shown as the sheet's heading. */
  readonly wallet: string;
  /** Who is paid, and how much (already formatted). */
  readonly payee: string;
  readonly amount: string;
}

const STYLE = [
  'max-width:22rem',
  'padding:1.25rem',
  'border:1px solid #888',
  'border-radius:12px',
  'font:16px/1.4 system-ui,sans-serif',
  'color:#111',
  'background:#fff',
].join(';');

let sheets = 0;

/**
 * The wallet's payment sheet, in the page (a modal `<dialog>`): the payee and amount, the
 * wallet's cards, Pay and Cancel. Escape cancels, as the real sheets do.
 */
export class WalletSheet {
  private readonly dialog: HTMLDialogElement;
  private readonly status: HTMLElement;
  private readonly buttons: HTMLButtonElement[] = [];

  constructor(options: SheetOptions) {
    const id = `standin-wallet-${++sheets}`;
    this.dialog = document.createElement('dialog');
    this.dialog.setAttribute('aria-labelledby', `${id}-title`);
    this.dialog.setAttribute('style', STYLE);
    const title = document.createElement('h2');
    title.id = `${id}-title`;
    title.textContent = `${options.wallet} (test mode)`;
    const payee = document.createElement('p');
    payee.textContent = `Pay ${options.payee}: ${options.amount}`;
    const cards = document.createElement('fieldset');
    const legend = document.createElement('legend');
    legend.textContent = 'Card';
    cards.append(legend);
    let first = true;
    for (const [value, card] of Object.entries(WALLET_CARDS)) {
      const label = document.createElement('label');
      label.style.display = 'block';
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = `${id}-card`;
      radio.value = value;
      radio.checked = first;
      first = false;
      label.append(radio, ` ${card.label}`);
      cards.append(label);
    }
    this.status = document.createElement('p');
    this.status.setAttribute('role', 'status');
    this.dialog.append(title, payee, cards, this.status);
    document.body.append(this.dialog);
  }

  /** Opens the sheet; the card chosen with Pay, or null when the shopper cancels. */
  choose(): Promise<WalletCardId | null> {
    return new Promise((resolve) => {
      const actions = document.createElement('p');
      const pay = this.button('Pay', () => {
        const chosen = this.dialog.querySelector<HTMLInputElement>('input:checked')?.value;
        resolve(isWalletCard(chosen) ? chosen : 'visa');
      });
      const cancel = this.button('Cancel', () => {
        this.close();
        resolve(null);
      });
      actions.append(pay, ' ', cancel);
      this.dialog.append(actions);
      this.dialog.addEventListener('cancel', (event) => {
        event.preventDefault();
        if (!pay.disabled) cancel.click();
      });
      this.dialog.showModal();
      pay.focus();
    });
  }

  /** The wallet at work after Pay: the sheet stays, its buttons do not. */
  busy(text: string): void {
    for (const button of this.buttons) button.disabled = true;
    this.status.textContent = text;
  }

  close(): void {
    if (this.dialog.open) this.dialog.close();
    this.dialog.remove();
  }

  private button(text: string, onClick: () => void): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = text;
    button.addEventListener('click', onClick);
    this.buttons.push(button);
    return button;
  }
}
