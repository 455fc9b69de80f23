/**
 * The member's saved cards on their store account: list, add (tokenised by the vault), remove
 * and choose the default a plan is charged to.
 */
export { resetMemberCards } from './state';
export type { MemberCardsAction, MemberCardsState, ShownCard } from './state';
export {
  $memberCards,
  addMemberCard,
  loadMemberCards,
  makeDefaultMemberCard,
  removeMemberCard,
} from './actions';
export { defaultCardId, preselectedCard, toShownCards } from './view';
