import type { ReactNode } from 'react';
import { optionsText } from '@domain/options-text';
import type { CartLine } from '@stores/cart';

/** A cart line's chosen options under its name: `Ticket: Conference + workshop`. */
export function LineOptions({ options }: { readonly options?: CartLine['options'] }): ReactNode {
  return options?.length ? <span className="mw-line-options">{optionsText(options)}</span> : null;
}
