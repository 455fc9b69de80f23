import { actAsButton, defineBehaviour, ensureId, opt, rememberAttributes } from '@kit';

/** The element `#id` names, or a clear error the loader reports when the editor's id is wrong. */
function findTarget(doc: Document, target: string): HTMLElement {
  const element = doc.getElementById(target.replace(/^#/, ''));
  if (!element) throw new Error(`ToggleVisibility found no element ${target}.`);
  return element;
}

/**
 * The WAI-ARIA disclosure pattern: the editor's button shows and hides the element its
 * `data-target` names, with aria-expanded and aria-controls. It starts as the editor wrote the
 * element (hidden or not), so enhancing the page moves nothing.
 */
export default defineBehaviour({
  options: {
    target: opt.requiredString(),
  },
  connect(host, { target }) {
    const element = findTarget(host.ownerDocument, target);
    const restoreHost = rememberAttributes(host, ['aria-expanded', 'aria-controls']);
    const restoreTarget = rememberAttributes(element, ['id', 'hidden']);
    host.setAttribute('aria-controls', ensureId(element, 'mw-disclosure'));
    const render = () => host.setAttribute('aria-expanded', String(!element.hidden));
    render();
    const release = actAsButton(host, () => {
      element.hidden = !element.hidden;
      render();
    });
    return () => {
      release();
      restoreHost();
      restoreTarget();
    };
  },
});
