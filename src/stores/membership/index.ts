export { $membership, resetMembership } from './state';
export type { MembershipAction, MembershipState, ShownSubscription } from './state';
export { cancelPlan, changePlan, loadMembership, renewPlan, subscribe } from './actions';
export type { PlanPayment } from './actions';
export { runningSubscription, toShownSubscription } from './view';
