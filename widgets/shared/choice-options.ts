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
