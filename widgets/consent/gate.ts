import type { ConsentCategory } from '@domain/partner-code';

/** One piece of partner code held back until its consent category is allowed. */
export interface Gate {
  readonly category: ConsentCategory;
  /** Its category was allowed: it runs or loads. */
  allow(): void;
  /** Its category was withdrawn: it stops what it can; true when it had run or loaded. */
  withdraw(): boolean;
}
