export { $identity, $plan, $user, setUser, resetUser } from './state';
export type { IdentityState, SavingFlags, User } from './state';
export {
  accessToken,
  changeEmail,
  confirmEmailChange,
  currentSession,
  ensureIdentity,
  login,
  logout,
  requestRecovery,
  signup,
  updateAddress,
  updateDetails,
  updatePassword,
  verifyToken,
} from './actions';
export { onSignIn, onSignOut } from './followers';
export type { SignInFollower, SignOutFollower } from './followers';
export { $emailLink, followEmailLink } from './email-link';
export type { EmailLinkState } from './email-link';
export { guardRoute, rememberReturnParam, rememberReturnPath, takeReturnPath } from './routes';
