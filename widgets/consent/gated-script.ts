import type { ConsentCategory } from '@domain/partner-code';
import type { Gate } from './gate';

/**
 * A partner script the editor wrote as `<script type="text/plain" data-consent=...>`: the
 * browser never runs it. Once its category is allowed, a runnable copy goes in after it (its
 * `src` or its text, its attributes, `data-type` as its type), at most once per page.
 */
export function gateScript(script: HTMLScriptElement, category: ConsentCategory): Gate {
  let ran = false;
  return {
    category,
    allow() {
      if (ran) return;
      ran = true;
      const active = script.ownerDocument.createElement('script');
      for (const { name, value } of script.attributes) {
        if (name !== 'type' && name !== 'data-type') active.setAttribute(name, value);
      }
      if (script.dataset.type) active.type = script.dataset.type;
      // The nonce attribute reads empty once the policy has seen it: the property keeps it.
      active.nonce = script.nonce ?? '';
      // Inserted scripts run as they arrive unless told to keep the page's order.
      active.async = script.hasAttribute('async');
      active.text = script.text;
      script.after(active);
    },
    // A script that ran cannot be stopped: only a reload ends what it started.
    withdraw: () => ran,
  };
}
