import type { ReactNode } from 'react';
import tokensCss from '@kit/styles/tokens.css?raw';
import { readTokens } from './tokens';
import type { Token } from './tokens';
import { TokenSample } from './TokenSample';

const GROUPS: readonly { readonly title: string; readonly prefix: RegExp }[] = [
  { title: 'Colours', prefix: /^--mw-(?:color|shadow)-/ },
  { title: 'Type', prefix: /^--mw-(?:font|line-height)/ },
  { title: 'Corners', prefix: /^--mw-radius/ },
  { title: 'Space', prefix: /^--mw-space-/ },
];

const groupsOf = (tokens: readonly Token[]) =>
  [
    ...GROUPS.map(({ title, prefix }) => ({
      title,
      tokens: tokens.filter((token) => prefix.test(token.name)),
    })),
    {
      title: 'Sizes',
      tokens: tokens.filter((token) => !GROUPS.some(({ prefix }) => prefix.test(token.name))),
    },
  ].filter((group) => group.tokens.length > 0);

/**
 * Every token of the widgets' stylesheet, read from tokens.css: one source for the docs.
 * `css` is that stylesheet's text (a test hands it over: it has no CSS loader).
 */
export function TokenTable({ css = tokensCss }: { readonly css?: string }): ReactNode {
  const grouped = groupsOf(readTokens(css));
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
                    <TokenSample name={token.name} />
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
