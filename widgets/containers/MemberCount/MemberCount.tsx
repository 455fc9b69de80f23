import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '../../../src/kit';
import { $memberCount } from '../../../src/stores/market';

export interface MemberCountOptions {
  /** The word after a count of one. */
  readonly one: string;
  /** The word after any other count. */
  readonly other: string;
}

const locale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/** How many readers are members, from the market feed, in the reader's number format. */
export function MemberCount({ options }: ContainerProps<MemberCountOptions>): ReactNode {
  const count = useStore($memberCount);
  if (count.status === 'loading') {
    return (
      <span className="mw-member-count mw-member-count--loading mw-skeleton" aria-busy="true">
        Counting members…
      </span>
    );
  }
  if (count.status === 'error') {
    return <span className="mw-member-count mw-member-count--error">{count.message}</span>;
  }
  const word =
    new Intl.PluralRules(locale()).select(count.members) === 'one' ? options.one : options.other;
  return (
    <span className="mw-member-count">
      <strong>{new Intl.NumberFormat(locale()).format(count.members)}</strong> {word}
    </span>
  );
}
