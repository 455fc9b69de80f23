/// <reference types="applepayjs" />
import { standInSession } from './session';

/*
 * Safari's Apple Pay session for other browsers, in test mode, served by the reference backend
 * at /providers/apple-pay.js. The demo's page settings name it; without it Chromium has no
 * `ApplePaySession`, so the widgets say the device cannot pay with Apple Pay.
 */

// Read while the script runs: the endpoints live on the origin the script came from.
const script = document.currentScript;
const base =
  script instanceof HTMLScriptElement && script.src
    ? new URL(script.src).origin
    : window.location.origin;

(window as { ApplePaySession?: unknown }).ApplePaySession ??= standInSession(base);
