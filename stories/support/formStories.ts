import { expect, userEvent, within } from 'storybook/test';

/** What a story queries: its canvas, through Testing Library. */
export type Canvas = ReturnType<typeof within>;

/** A field, by its label, and what the story puts in it. */
export type Entry = readonly [label: string | RegExp, text: string];

export interface SendSpec {
  /** The submit button's name. */
  readonly button: string;
  /** Pasted into the fields in order (a story plays in a second). */
  readonly entries?: readonly Entry[];
  /** Before the entries: the choices a form asks for (a radio, a select, the terms). */
  readonly choose?: (canvas: Canvas) => Promise<void>;
  /** What the form shows once sent. */
  readonly then: (canvas: Canvas) => Promise<unknown>;
  readonly beforeEach?: () => void;
}

/** Fills a form in and presses its button. */
export async function fillAndSend(
  canvasElement: HTMLElement,
  { button, entries = [], choose }: Omit<SendSpec, 'then' | 'beforeEach'>,
): Promise<Canvas> {
  const canvas = within(canvasElement);
  await choose?.(canvas);
  for (const [label, text] of entries) {
    await userEvent.click(canvas.getByLabelText(label));
    await userEvent.paste(text);
  }
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return canvas;
}

/** The story of a form filled in and sent, and what it shows then. */
export const sendStory = ({ beforeEach, then, ...form }: SendSpec) => ({
  ...(beforeEach ? { beforeEach } : {}),
  play: async ({ canvasElement }: { readonly canvasElement: HTMLElement }) => {
    await then(await fillAndSend(canvasElement, form));
  },
});

/** Then: the button says the form is on its way. */
export const busyButton = (name: string) => async (canvas: Canvas) =>
  expect(await canvas.findByRole('button', { name })).toBeTruthy();

/** Then: the field (found its own way) is marked invalid. */
export const markedInvalid = (field: (canvas: Canvas) => HTMLElement) => async (canvas: Canvas) =>
  expect(field(canvas).getAttribute('aria-invalid')).toBe('true');

/** Then: the refusal is said, and the field still holds what was typed. */
export const refusedKeeping =
  (label: string | RegExp, text: string, alert?: string | RegExp) => async (canvas: Canvas) => {
    const said = (await canvas.findByRole('alert')).textContent;
    if (typeof alert === 'string') await expect(said).toBe(alert);
    if (alert instanceof RegExp) await expect(said).toMatch(alert);
    await expect(canvas.getByLabelText(label)).toHaveValue(text);
  };
