/**
 * Notes the element's current values of `names` and returns the function that puts them back,
 * so a behaviour that adds roles and states to the editor's markup leaves it as it found it
 * when it disconnects.
 */
export function rememberAttributes(element: Element, names: readonly string[]): () => void {
  const saved = names.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}
