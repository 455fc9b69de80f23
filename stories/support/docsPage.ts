import { attributeTable } from '../../src/kit/docs';
import type { WidgetDocs } from '../../src/kit/docs';
import type { OptionSchema } from '../../src/kit/options';

/**
 * A widget's docs page in Storybook: what it does, the host an editor pastes, and the table of
 * its attributes, all from the widget's own docs and options.
 */
export const docsPage = <O>(docs: WidgetDocs<O>, options: OptionSchema<O>, host: string) => ({
  docs: {
    description: {
      component: `${docs.summary}

\`\`\`html
${host}
\`\`\`

${attributeTable(options, docs)}`,
    },
  },
});
