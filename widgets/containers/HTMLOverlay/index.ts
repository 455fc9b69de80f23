import { actAsButton, defineDomContainer, opt, rememberAttributes } from '@kit';
import { openOverlay } from './overlay-dialog';

/** The `<template>` `#id` names, or a clear error the loader reports when the id is wrong. */
function findTemplate(doc: Document, selector: string): HTMLTemplateElement {
  const element = doc.getElementById(selector.replace(/^#/, ''));
  if (!(element instanceof HTMLTemplateElement)) {
    throw new Error(`HTMLOverlay found no <template> ${selector}.`);
  }
  return element;
}

/**
 * On a button or link: opens the content of the editor's `<template>` in a modal dialog and
 * gives focus back to the opener when it closes. Built on plain DOM and the platform's
 * <dialog>, so a page that uses it downloads no React. The content is the editor's own
 * markup, cloned from the template, never parsed from a string.
 */
export default defineDomContainer({
  options: {
    template: opt.requiredString(),
    closeLabel: opt.string('Close'),
  },
  connect(host, { template, closeLabel }) {
    const doc = host.ownerDocument;
    const source = findTemplate(doc, template);
    const restore = rememberAttributes(host, ['aria-haspopup']);
    host.setAttribute('aria-haspopup', 'dialog');
    let open: HTMLDialogElement | undefined;
    const release = actAsButton(host, () => {
      if (open) return;
      open = openOverlay(doc, {
        content: doc.importNode(source.content, true),
        closeLabel,
        fallbackName: host.textContent?.trim() ?? '',
        onClosed: () => {
          open = undefined;
          if (host.isConnected) host.focus();
        },
      });
    });
    return () => {
      release();
      restore();
      open?.remove();
    };
  },
});
