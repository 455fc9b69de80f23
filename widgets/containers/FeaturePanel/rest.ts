import { defineRestView, showPersonal } from '@kit';
import { knowReader } from '@stores/user/at-rest';
import { $identity, $plan } from '@stores/user/state';
import { options } from './options';

/**
 * A member's promotional area at rest: a member with a plan sees no ads (SPEC point 6), so
 * once the session this browser keeps is read the visitor's panel goes, with plain DOM; a
 * member without a plan keeps it, and the component comes when it nears the viewport, as a
 * visitor's does.
 */
export default defineRestView({
  options,
  connect(host) {
    const stop = $identity.subscribe(({ status }) => {
      if (status !== 'ready' && status !== 'error') return;
      if ($plan.get()) host.replaceChildren();
      showPersonal(host);
    });
    void knowReader();
    return stop;
  },
});
