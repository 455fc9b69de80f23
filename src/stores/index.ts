export { $settings, setHighContrast, resetSettings } from './settings';
export type { Settings } from './settings';
export { $privacy, respondToPrivacy, resetPrivacy } from './privacy';
export type { Privacy, PrivacyChoice } from './privacy';
export { resetStores, swapClients, onReset, $clientsVersion } from './seam';
export type { Clients } from './seam';
