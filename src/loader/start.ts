import { createLoader } from './loader';
import { registry } from '../../widgets/registry';

/** The loader proper, with the registry of every widget; fetched by pages that have widgets. */
export const start = (): void => {
  createLoader(document, { registry });
};
