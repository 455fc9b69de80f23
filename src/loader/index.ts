import { createLoader } from './loader';
import { registry } from '../../widgets/registry';

// The page's one script: module scripts run after parsing, so the whole document is there.
createLoader(document, { registry });
