// Apart from the option rules: a cart line shows this on every page with the mini cart.

/** How a line's options read beside its name: `Ticket: Conference + workshop`. */
export const optionsText = (
  options: readonly { readonly name?: string; readonly id: string; readonly value: string }[],
): string => options.map((o) => `${o.name ?? o.id}: ${o.value}`).join(', ');
