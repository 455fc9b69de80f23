import { opt } from '@kit';

/**
 * The options of a widget that shows or adds a product sold in variants (see item-choice.ts,
 * loaded only where one is set).
 */
export const CHOICE_OPTIONS = {
  options: opt.string(),
  variant: opt.string(),
  optionsFrom: opt.string(),
};

/** The editor's ways of naming a choice (see item-choice.ts). */
export interface ChoiceSource {
  readonly options: string;
  readonly variant: string;
  readonly optionsFrom: string;
}

/** Whether the widget chooses among the product's options at all. */
export const hasChoice = (source: ChoiceSource): boolean =>
  Boolean(source.options || source.variant || source.optionsFrom);

/** The page's form named by `optionsFrom`, if the page has one there. */
export function choiceForm(host: HTMLElement, source: ChoiceSource): HTMLFormElement | null {
  const found = source.optionsFrom ? host.ownerDocument.querySelector(source.optionsFrom) : null;
  return found instanceof HTMLFormElement ? found : null;
}
