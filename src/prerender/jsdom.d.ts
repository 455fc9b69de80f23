// The part of jsdom's API the build-time render uses (jsdom ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { readonly url?: string });
    readonly window: Window & typeof globalThis;
    serialize(): string;
  }
}
