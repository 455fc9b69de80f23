import { start } from '@loader/start';
import { registry } from '@widgets/registry';

/**
 * The loader proper with the widgets' registry: one chunk the page's script fetches once the
 * page has widget markup. The loader knows widgets only through the table handed to it here.
 */
export const boot = (): void => start(registry);
