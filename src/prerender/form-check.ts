import { JSDOM } from 'jsdom';

/** What makes a form carry personal data, should it be anywhere but in a widget. */
const PERSONAL =
  'input[type="password"], input[type="email"], input[type="tel"], input[autocomplete~="email"], input[name*="password" i]';

const describe = (form: Element): string => {
  const host = form.closest('[data-container]')?.getAttribute('data-container');
  const className = form.getAttribute('class');
  return `<form${className ? ` class="${className}"` : ''}>${host ? ` in ${host}` : ''}`;
};

/**
 * The forms of a page that would send what they hold the browser's default way, a GET to the
 * page itself that puts every field (a password too) into the address: each form the
 * build-time render wrote (inside a `data-prerendered` host), and any other form with a
 * password, email or phone field, that is not `method="post"` with an `action`. Empty when
 * the page is safe; `npm run build` refuses a page that is not.
 */
export function formsNotPosted(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('form')]
    .filter((form) => form.closest('[data-prerendered]') || form.querySelector(PERSONAL))
    .filter(
      (form) =>
        form.getAttribute('method')?.trim().toLowerCase() !== 'post' ||
        !form.getAttribute('action')?.trim(),
    )
    .map(describe);
}
