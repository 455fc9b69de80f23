import type { AmazonCheckout } from '@payments/amazon/checkout-js';
import { drawButton, optionsProblem } from './button';

/*
 * Amazon Pay's checkout.js in test mode, served by the reference backend at
 * /providers/amazon-pay.js (the demo's page setting). It defines `window.amazon.Pay` as the
 * real script does, with the part of it the widgets call (typed by the widgets' own interface,
 * as Amazon publishes none).
 */

// Read while the script runs: the endpoints live on the origin the script came from.
const script = document.currentScript;
const base =
  script instanceof HTMLScriptElement && script.src
    ? new URL(script.src).origin
    : window.location.origin;

const amazon: AmazonCheckout = {
  Pay: {
    renderButton(selector, options) {
      const problem = optionsProblem(options);
      if (problem) throw new Error(`Amazon Pay: ${problem}`);
      const host = document.querySelector(selector);
      if (!host) throw new Error(`Amazon Pay: no element matches ${selector}`);
      drawButton(host, options, base, (url) => window.location.assign(url));
      return undefined;
    },
  },
};

window.amazon = amazon;
