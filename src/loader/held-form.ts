/**
 * A form sent before the loader ran (the loader's script was slow) posted to its endpoint,
 * which kept it and sent the reader back here with `#mw-held={ticket}`. This takes it back,
 * once, puts the values into the prerendered form and submits it, so the loader's hand-over
 * gives the widget the reader's values and their submit. Fetched only by a page reached so.
 */
import { HELD_ENDPOINT, HELD_FRAGMENT, HELD_TICKET } from '@kit/form-post';

interface Held {
  /** The form's endpoint, by name: `login` for `{formsUrl}/login`. */
  readonly form: string;
  readonly fields: readonly (readonly [string, string])[];
  /**
   * Whether this browser sent it (its cookie came along). Otherwise the passwords stay with
   * the services and the reader sends the form: a ticket in a link must not send one for them.
   */
  readonly bound: boolean;
}

const isHeld = (value: unknown): value is Held => {
  if (typeof value !== 'object' || value === null) return false;
  const { form, fields, bound } = value as Partial<Held>;
  return (
    typeof form === 'string' &&
    typeof bound === 'boolean' &&
    Array.isArray(fields) &&
    fields.every(
      (pair) => Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
    )
  );
};

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLSelectElement ||
  node instanceof HTMLTextAreaElement;

/** Every named field of `form` as the reader left it: a box unticked when it was not sent. */
function fill(form: HTMLFormElement, fields: Held['fields']): void {
  const sent = new Map<string, string[]>();
  for (const [name, value] of fields) sent.set(name, [...(sent.get(name) ?? []), value]);
  for (const field of [...form.elements].filter(isField)) {
    // Hidden fields are the form's own (its page, where next): they stay as the build wrote them.
    if (!field.name || field.type === 'hidden') continue;
    const values = sent.get(field.name) ?? [];
    if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
      field.checked = values.includes(field.value);
    } else field.value = values[0] ?? '';
  }
}

/** Takes the form held for this browser back and hands it to the page's widget. */
export async function resumeHeldForm(doc: Document): Promise<void> {
  const view = doc.defaultView;
  if (!view?.location.hash.startsWith(HELD_FRAGMENT)) return;
  // The fragment goes first: a reload or a copied address must not ask again.
  const { pathname, search, hash } = view.location;
  const ticket = hash.slice(HELD_FRAGMENT.length);
  view.history.replaceState(view.history.state, '', `${pathname}${search}`);
  const forms = [...doc.querySelectorAll<HTMLFormElement>('[data-prerendered] form')].filter(
    (form) => form.method === 'post',
  );
  const first = forms[0];
  if (!first) return;
  const endpoint = new URL(HELD_ENDPOINT, first.action);
  // The services' cookie says this browser sent it; the ticket goes in the body, never an address.
  const body = new URLSearchParams({ [HELD_TICKET]: ticket });
  const answer = await view
    .fetch(endpoint, { method: 'POST', credentials: 'include', body })
    .catch(() => undefined);
  if (!answer?.ok) return;
  const held: unknown = await answer.json().catch(() => undefined);
  if (!isHeld(held)) return;
  const form = forms.find((f) => f.action === new URL(held.form, endpoint).href);
  if (!form) return;
  fill(form, held.fields);
  if (!held.bound) {
    // Sent from elsewhere or without the cookie: the reader finishes it (a password again).
    [...form.elements]
      .find((f): f is Field => isField(f) && f.type !== 'hidden' && !f.value)
      ?.focus();
    return;
  }
  // An event, not requestSubmit: should nothing hold it, it must never post the form again.
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}
