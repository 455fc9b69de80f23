import { actAsButton, defineBehaviour, opt, warnOnce } from '@kit';
import { isPlan } from '@domain/membership';
import { subscribeHref } from '@domain/subscription';

/**
 * On the editor's own plan button or link: picks the plan and interval and opens the
 * subscription checkout with them. A link gets the checkout's address as its href (it works
 * before the script and opens in a new tab as links do); anything else acts as a button.
 */
export default defineBehaviour({
  options: {
    plan: opt.requiredString(),
    interval: opt.oneOf(['monthly', 'yearly'], 'yearly'),
    student: opt.boolean(false),
    checkoutUrl: opt.string('/membership/subscribe'),
  },
  connect(host, options) {
    if (!isPlan(options.plan)) {
      warnOnce(`MembershipPlans: "${options.plan}" is not a plan (supporter, member, smashing).`);
      return () => undefined;
    }
    const href = subscribeHref(options.checkoutUrl, {
      plan: options.plan,
      interval: options.interval,
      student: options.student && options.plan === 'smashing',
    });
    if (host instanceof HTMLAnchorElement) {
      const before = host.getAttribute('href');
      host.href = href;
      return () => {
        if (before === null) host.removeAttribute('href');
        else host.setAttribute('href', before);
      };
    }
    return actAsButton(host, () => window.location.assign(href));
  },
});
