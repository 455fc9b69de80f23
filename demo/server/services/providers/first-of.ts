import { withRoutes } from '../../backend/router';
import type { RoutedHandler } from '../../backend/router';

/**
 * Several handlers as one: the first that knows a path answers it, so a script's path listed
 * before an API whose prefix would claim it is served as the script.
 */
export const firstOf = (handlers: readonly RoutedHandler[]): RoutedHandler =>
  withRoutes(
    async (req, res, url) => {
      for (const handler of handlers) if (await handler(req, res, url)) return true;
      return false;
    },
    handlers.flatMap((handler) => handler.routes),
  );
