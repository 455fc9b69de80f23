import { defineBehaviour } from '@kit';
import { rememberReturnPath } from '@stores/user/routes';

/**
 * On a login link: remembers the current page as the return-to path, so after login the
 * reader comes back here. Only same-origin paths are ever followed.
 */
export default defineBehaviour({
  options: {},
  connect(host) {
    const remember = () => {
      const { pathname, search } = host.ownerDocument.defaultView?.location ?? window.location;
      rememberReturnPath(`${pathname}${search}`);
    };
    host.addEventListener('click', remember);
    return () => host.removeEventListener('click', remember);
  },
});
