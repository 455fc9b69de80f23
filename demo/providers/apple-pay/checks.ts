/// <reference types="applepayjs" />

/** The session versions Safari knows (1 to 14). */
export const SUPPORTED_VERSIONS = 14;

/** What Safari's session constructor refuses in a payment request (it throws a TypeError). */
export function requestProblem(request: ApplePayJS.ApplePayPaymentRequest): string | undefined {
  if (!/^[A-Z]{2}$/.test(request.countryCode)) return `Invalid countryCode: ${request.countryCode}`;
  if (!/^[A-Z]{3}$/.test(request.currencyCode)) {
    return `Invalid currencyCode: ${request.currencyCode}`;
  }
  if (!request.supportedNetworks.length) return 'supportedNetworks must not be empty';
  if (!request.merchantCapabilities.includes('supports3DS')) {
    return 'merchantCapabilities must include supports3DS';
  }
  if (!request.total.label) return 'total.label is required';
  if (!/^\d+(\.\d{1,2})?$/.test(request.total.amount)) {
    return `Invalid total.amount: ${request.total.amount}`;
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a merchant session is one Apple would hand out for this page: unexpired, for this
 * domain. Safari checks Apple's signature on it; the stand-in checks what it can read.
 */
export function sessionProblem(
  session: unknown,
  hostname: string,
  now: number,
): string | undefined {
  if (!isRecord(session) || typeof session.merchantSessionIdentifier !== 'string') {
    return 'Not a merchant session';
  }
  if (typeof session.expiresAt !== 'number' || session.expiresAt <= now) {
    return 'The merchant session has expired';
  }
  if (session.domainName !== hostname) return `The merchant session is not for ${hostname}`;
  return undefined;
}
