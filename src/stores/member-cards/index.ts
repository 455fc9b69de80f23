/**
 * The member's saved cards on their store account: list, add (tokenised by the vault), remove
 * and choose the default a plan is charged to.
 */
export { resetMemberCards } from './state';
export type { MemberCardsAction, MemberCardsState, ShownCard } from './state';
export { $memberCards, loadMemberCards } from './actions';
export { addMemberCard, makeDefaultMemberCard, removeMemberCard } from './changes';
export { defaultCardId, preselectedCard, toShownCards } from './view';
