import type { ReactNode } from 'react';
import tokensCss from '@kit/styles/tokens.css?raw';
import { readTokens } from './tokens';

const GROUPS: readonly { readonly title: string; readonly prefix: RegExp }[] = [
  { title: 'Colours', prefix: /^--mw-(?:color|shadow)-/ },
  { title: 'Type', prefix: /^--mw-(?:font|line-height)/ },
  { title: 'Corners', prefix: /^--mw-radius/ },
  { title: 'Space', prefix: /^--mw-space-/ },
];

const tokens = readTokens(tokensCss);
const grouped = [
  ...GROUPS.map(({ title, prefix }) => ({
    title,
    tokens: tokens.filter((token) => prefix.test(token.name)),
  })),
  {
    title: 'Sizes',
    tokens: tokens.filter((token) => !GROUPS.some(({ prefix }) => prefix.test(token.name))),
  },
].filter((group) => group.tokens.length > 0);

// The sample is drawn with the token itself, so it follows the theme chosen in the toolbar.
const Sample = ({ name }: { name: string }): ReactNode => {
  if (/^--mw-color-/.test(name)) {
    return (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: '1.5rem',
          height: '1.5rem',
          border: '1px solid #888',
          borderRadius: '4px',
          background: `var(${name})`,
        }}
      />
    );
  }
  if (/^--mw-space-/.test(name)) {
    return (
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: `var(${name})`,
          height: '1rem',
          background: '#888',
        }}
      />
    );
  }
  return null;
};

/** Every token of the widgets' stylesheet, read from tokens.css: one source for the docs. */
export function TokenTable(): ReactNode {
  return (
    <>
      {grouped.map((group) => (
        <section key={group.title}>
          <h2>{group.title}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">token</th>
                <th scope="col">default</th>
                <th scope="col">high contrast</th>
                <th scope="col">what it styles</th>
                <th scope="col">sample</th>
              </tr>
            </thead>
            <tbody>
              {group.tokens.map((token) => (
                <tr key={token.name}>
                  <th scope="row">
                    <code>{token.name}</code>
                  </th>
                  <td>
                    <code>{token.value}</code>
                  </td>
                  <td>{token.contrast ? <code>{token.contrast}</code> : 'same'}</td>
                  <td>{token.description}</td>
                  <td>
                    <Sample name={token.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
