import type {
  CreateOrderActions,
  CreateOrderData,
  OnApproveActions,
  OnApproveData,
  OnCancelledActions,
  OnShippingChangeActions,
  OnShippingChangeData,
  PayPalButtonOnError,
  PayPalButtonStyle,
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
  PayPalNamespace,
} from '@paypal/paypal-js';

/** Where the stand-in's endpoints are, and the SDK's query as the page loaded it. */
export interface Sdk {
  /** The reference backend's origin (the one the script came from). */
  readonly base: string;
  readonly clientId: string;
  /** The currency the SDK was loaded for, upper case. */
  readonly currency: string;
  /** `commit=false`: the shopper confirms on the merchant's review page, not at PayPal. */
  readonly commit: boolean;
}

/** The parts of the official actions the stand-in hands the integration's callbacks. */
export type CreateActions = Pick<CreateOrderActions, never>;
export type ApproveActions = {
  readonly order: Pick<NonNullable<OnApproveActions['order']>, 'get'>;
};
export type ShippingActions = Pick<OnShippingChangeActions, 'resolve' | 'reject'>;
export type CancelActions = Pick<OnCancelledActions, never>;

/** The options the stand-in reads: the official ones, called with the actions above. */
export interface StandInButtonsOptions {
  readonly createOrder?: (data: CreateOrderData, actions: CreateActions) => Promise<string>;
  readonly onApprove?: (data: OnApproveData, actions: ApproveActions) => Promise<void>;
  readonly onShippingChange?: (
    data: OnShippingChangeData,
    actions: ShippingActions,
  ) => Promise<void>;
  readonly onCancel?: (data: Record<string, unknown>, actions: CancelActions) => void;
  readonly onError?: PayPalButtonOnError;
  readonly style?: PayPalButtonStyle;
}

/** The part of the official button component the stand-in implements. */
export type StandInButtons = Pick<PayPalButtonsComponent, 'render' | 'isEligible' | 'close'>;

/** The part of the official `window.paypal` the stand-in defines. */
export type StandInPayPal = Pick<PayPalNamespace, 'version' | 'FUNDING'> & {
  Buttons(options?: StandInButtonsOptions): StandInButtons;
};

// Compile-time proof that the parts above are the official API: the official types must be
// assignable to them, and every option read must be an official option, so a name made up
// here (not in the real SDK) fails the check.
type Assert<T extends true> = T;
type Subset<Official, Ours> = [Official] extends [Ours] ? true : false;
type Keys<Official, Ours> = [keyof Ours] extends [keyof Official] ? true : false;
export type OfficialApiChecks = [
  Assert<Subset<PayPalButtonsComponent, StandInButtons>>,
  Assert<Subset<Required<OnApproveActions>, ApproveActions>>,
  Assert<Subset<OnShippingChangeActions, ShippingActions>>,
  Assert<Subset<CreateOrderActions, CreateActions>>,
  Assert<Subset<OnCancelledActions, CancelActions>>,
  Assert<Keys<PayPalButtonsComponentOptions, StandInButtonsOptions>>,
  Assert<Keys<PayPalNamespace, StandInPayPal>>,
];
