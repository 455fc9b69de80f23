import type { HostView } from '@kit';
import type { MemberCountState } from '@stores/market';
import type { MemberCountOptions } from './options';

/**
 * What the editor's sentence shows for the member count: the number in the reader's format
 * and the editor's word for it, or the editor's own words (`own`, their text) while there are
 * fewer members than `minimum` ("Join 2 members" persuades nobody); the feed's failure said in a muted line, the
 * counting placeholder until it is known.
 */
export function memberCountView(
  count: MemberCountState,
  { one, other, minimum }: MemberCountOptions,
  locale?: string,
  own = '',
): HostView {
  switch (count.status) {
    case 'loading':
      return {
        pending: true,
        markup: {
          tag: 'span',
          className: 'mw-member-count mw-member-count--loading mw-skeleton mw-skeleton--inline',
          attributes: { 'aria-busy': 'true' },
          children: ['Counting members…'],
        },
      };
    case 'error':
      return {
        pending: false,
        markup: {
          tag: 'span',
          className: 'mw-member-count mw-member-count--error',
          children: [count.message],
        },
      };
    case 'ready': {
      if (count.members < minimum) {
        return { pending: false, ...(own && { markup: { tag: 'span', children: [own] } }) };
      }
      const word = new Intl.PluralRules(locale).select(count.members) === 'one' ? one : other;
      const figure = new Intl.NumberFormat(locale).format(count.members);
      return {
        pending: false,
        markup: {
          tag: 'span',
          className: 'mw-member-count',
          children: [{ tag: 'strong', children: [figure] }, ` ${word}`],
        },
      };
    }
    default:
      return count satisfies never;
  }
}
