/// <reference types="googlepay" />
import { standInPaymentsClient } from './client';

/*
 * Google Pay's pay.js in test mode, served by the reference backend at /providers/google-pay.js.
 * It defines `google.payments.api.PaymentsClient` as the real script does. `?ready=false` on
 * the script's address plays a browser without Google Pay (isReadyToPay answers false).
 */

// Read while the script runs: the endpoint lives on the origin the script came from.
const script = document.currentScript;
const source = new URL(
  script instanceof HTMLScriptElement && script.src ? script.src : window.location.href,
);

const host = window as { google?: { payments?: { api?: Partial<typeof google.payments.api> } } };
host.google = {
  ...host.google,
  payments: {
    api: {
      PaymentsClient: standInPaymentsClient({
        base: source.origin,
        supported: source.searchParams.get('ready') !== 'false',
      }),
    },
  },
};
