import type { ReactNode } from 'react';
import type { BillingMethod } from '@domain/payments';

/*
 * Our own small marks in each method's colours, drawn as shapes on a 32 x 20 badge: no remote
 * image, no request, and no letters left to whatever font the page has (text in an SVG is set
 * in the page's face, which made "PP" and "K." look like placeholders).
 */
const MARKS: Readonly<Record<BillingMethod, ReactNode>> = {
  card: (
    <>
      <rect x="1" y="1" width="30" height="18" rx="3" fill="none" stroke="currentColor" />
      <path d="M1 6.5h30M5 14h9" stroke="currentColor" strokeWidth="2.5" />
    </>
  ),
  // The i and the D.
  ideal: (
    <>
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill="#cc0066" />
      <circle cx="10" cy="5.6" r="1.7" fill="#fff" />
      <rect x="8.6" y="8.4" width="2.8" height="7.6" rx=".6" fill="#fff" />
      <path
        d="M14 4h3.6a6 6 0 0 1 0 12H14zm2.8 2.6v6.8h.8a3.4 3.4 0 0 0 0-6.8z"
        fill="#fff"
        fillRule="evenodd"
      />
    </>
  ),
  // Two linked bands, blue and yellow.
  bancontact: (
    <>
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill="#fff" stroke="#0002" />
      <path d="M4 13.5 8.5 7h9L13 13.5z" fill="#1e6fb8" />
      <path d="M14.5 13.5 19 7h9l-4.5 6.5z" fill="#ffd800" />
      <path d="M13 13.5h1.5L19 7h-1.5z" fill="#0a3d7a" />
    </>
  ),
  // A K and its full stop on pink.
  klarna: (
    <>
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill="#ffb3c7" />
      <rect x="9.5" y="4.5" width="2.6" height="11" fill="#17120f" />
      <path
        d="M17.8 4.5h-2.7a6.2 6.2 0 0 1-2.4 4.8l-.8.6 4.4 5.6h3.3l-4.2-5.4a8.6 8.6 0 0 0 2.4-5.6z"
        fill="#17120f"
      />
      <circle cx="21.8" cy="14" r="1.6" fill="#17120f" />
    </>
  ),
  // Two slanted Ps, dark and light blue.
  paypal: (
    <>
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill="#fff" stroke="#0002" />
      <path
        d="M15.2 17.2 17 6.8h3.2a2.9 2.9 0 0 1 0 5.8h-2.6"
        fill="none"
        stroke="#009cde"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M11.2 15.5 13.2 3.5h3.6a3 3 0 0 1 0 6h-2.9"
        fill="none"
        stroke="#003087"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
    </>
  ),
  // A G in four colours.
  google: (
    <>
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill="#fff" stroke="#0002" />
      <g fill="none" strokeWidth="2.4">
        <path d="M19.6 6.7A5 5 0 0 0 11.6 7.5" stroke="#ea4335" />
        <path d="M11.6 7.5a5 5 0 0 0 0 5" stroke="#fbbc05" />
        <path d="M11.6 12.5a5 5 0 0 0 8.3.4" stroke="#34a853" />
        <path d="M19.9 12.9A5 5 0 0 0 21 10h-5" stroke="#4285f4" />
      </g>
    </>
  ),
  // An apple, white on black.
  apple: (
    <>
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill="#000" />
      <path
        d="M17.1 5.6c.6-.7.9-1.6.8-2.4-.8 0-1.7.5-2.3 1.2-.5.6-.9 1.5-.8 2.3.9.1 1.7-.4 2.3-1.1zm2.2 6.5c0-1.5 1.2-2.2 1.3-2.3-.7-1-1.8-1.2-2.2-1.2-.9-.1-1.8.6-2.3.6s-1.2-.5-2-.5c-1 0-2 .6-2.6 1.6-1.1 1.9-.3 4.8.8 6.3.5.7 1.1 1.6 1.9 1.5.8 0 1.1-.5 2-.5s1.2.5 2 .5c.8 0 1.4-.8 1.9-1.5.6-.8.8-1.6.8-1.7 0 0-1.6-.6-1.6-2.5z"
        fill="#fff"
      />
    </>
  ),
  // A voucher and its PIN.
  paysafecard: (
    <>
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill="#008ac9" />
      <rect x="7" y="5" width="18" height="10" rx="2" fill="#fff" />
      <g fill="#008ac9">
        <circle cx="11" cy="10" r="1.3" />
        <circle cx="14.7" cy="10" r="1.3" />
        <circle cx="18.3" cy="10" r="1.3" />
        <circle cx="22" cy="10" r="1.3" />
      </g>
    </>
  ),
  // An a over an orange smile.
  amazon: (
    <>
      <rect x=".5" y=".5" width="31" height="19" rx="3" fill="#232f3e" />
      <circle cx="15.2" cy="8" r="2.6" fill="none" stroke="#fff" strokeWidth="1.8" />
      <path d="M17.8 5v5.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M8.5 12.8c4.6 2.8 10.4 2.8 15 0M21.2 12.1l2.5.6-.8 2.3"
        fill="none"
        stroke="#ff9900"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/** The method's mark on its tile; decorative, as the tile's label names the method. */
export function MethodMark({ method }: { readonly method: BillingMethod }): ReactNode {
  return (
    <svg className="mw-method-mark" viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      {MARKS[method]}
    </svg>
  );
}
