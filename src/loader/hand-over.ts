/**
 * What a reader does to a prerendered container before its code arrives: the last click or
 * submit, held back, then done again on the component's own element. The values typed and the
 * focus are carried by carry-over.ts, which comes with the React host.
 */
import { SCRIPTLESS, SCRIPTLESS_FIELD } from '@kit/form-post';

/** An element's place under `root`, as child indexes: the same place in an equal render. */
export const pathOf = (root: Element, node: Element): number[] => {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return [];
    path.unshift([...parent.children].indexOf(at));
  }
  return path;
};

const atPath = (root: Element, path: readonly number[]): Element | undefined => {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at;
};

type Pending = { readonly kind: 'click' | 'submit'; readonly path: readonly number[] };

// Links into the page are held too: the component moves focus to where they lead. A checkbox
// or radio changes at once, as the reader expects, and its state is carried like a value.
const ACTIVE = 'button, summary, [role="button"], a[href^="#"]';

/**
 * A form sent the browser's way once its widget's code failed: it posts to its endpoint, told
 * that no script will see the answer, so the endpoint does what it can without one.
 */
const markScriptless = (form: HTMLFormElement | null) =>
  form?.append(
    Object.assign(form.ownerDocument.createElement('input'), {
      type: 'hidden',
      name: SCRIPTLESS_FIELD,
      value: SCRIPTLESS,
    }),
  );

/**
 * Holds back clicks on the host's buttons and its forms' submits until the component is
 * there (a prerendered form would otherwise post to its endpoint, as without JavaScript), and
 * does the last of them again on the component's equal element. `onHeld` hears each action
 * held: a reader waiting on a submit should not wait for the container's moment to wake.
 * Links to other pages still navigate.
 */
export function holdActions(
  host: HTMLElement,
  onHeld: () => void = () => undefined,
): {
  /** Does the held action on `root`'s equal element; `scriptless`: on the page's own HTML. */
  replay(root: Element, scriptless?: boolean): void;
  release(): void;
} {
  let pending: Pending | undefined;
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(ACTIVE) : null;
    if (!target || !host.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    pending = { kind: 'click', path: pathOf(host, target) };
    onHeld();
  };
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    pending = { kind: 'submit', path: pathOf(host, event.target) };
    onHeld();
  };
  host.addEventListener('click', onClick, true);
  host.addEventListener('submit', onSubmit, true);
  const release = () => {
    host.removeEventListener('click', onClick, true);
    host.removeEventListener('submit', onSubmit, true);
  };
  return {
    release,
    replay(root, scriptless = false) {
      release();
      const action = pending;
      pending = undefined;
      if (!action) return;
      const target = atPath(root, action.path);
      // A click on a form's button submits that form: it is told too.
      if (scriptless) markScriptless(target?.closest('form') ?? null);
      if (action.kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (action.kind === 'click' && target instanceof HTMLElement) target.click();
    },
  };
}
