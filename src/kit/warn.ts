const said = new Set<string>();

/** Logs a console warning once per distinct text, so a page full of one mistake warns once. */
export function warnOnce(text: string): void {
  if (said.has(text)) return;
  said.add(text);
  console.warn(`[widgets] ${text}`);
}

/** Forgets what was said; for tests. */
export function resetWarnings(): void {
  said.clear();
}
