// Texts carry a tiny markup (see i18n/types.ts), parsed into tokens by i18n/markup.ts and rendered
// here as React elements, so no text can ever become raw HTML.
import type { ReactNode } from 'react';
import { exampleEnd, exampleStart, exampleText, parseInline } from '../i18n/markup.ts';
import type { Link, RichText as RichTextBlocks } from '../i18n/types.ts';

/** Turns a rich-text link target into a Link, or null for a plain URL. */
function contentLink(target: string): Link | null {
  if (!target.startsWith('route:')) return null;
  const [route, hash] = target.slice(6).split('#');
  return { route: route as Link extends { route: infer R } ? R : never, ...(hash ? { hash } : {}) };
}

interface InlineProps {
  text: string;
  /** Needed only for rich text with links. */
  resolve?: (target: Link) => string;
}

/** A value of site.config.ts that is still the template's example, marked as in a text. */
export const Example = ({ when, children }: { when: boolean; children: ReactNode }) =>
  when ? <mark className="example">{children}</mark> : children;

/** A text with the example values in it marked (i18n/markup.ts): highlighted as the gaps are. */
function marked(text: string): ReactNode {
  if (!text.includes(exampleStart)) return text;
  return text.split(new RegExp(`${exampleStart}(.*?)${exampleEnd}`)).map((part, i) =>
    i % 2 ? (
      <mark key={i} className="example">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** Renders a text with `**emphasis**` (and, with `resolve`, links and placeholders); a whole text
 * that is the template's example, and each example value in it, marked. */
export function Inline({ text, resolve }: InlineProps): ReactNode {
  if (text.startsWith(exampleText))
    return (
      <mark className="example">
        <Inline text={text.slice(1)} resolve={resolve} />
      </mark>
    );
  return parseInline(text, resolve !== undefined).map((token, i) => {
    switch (token.kind) {
      case 'text':
        return marked(token.text);
      case 'strong':
        return <strong key={i}>{marked(token.text)}</strong>;
      case 'placeholder':
        return (
          <mark key={i} className="placeholder">
            {token.text}
          </mark>
        );
      case 'link': {
        const internal = contentLink(token.target);
        return (
          <a
            key={i}
            href={internal && resolve ? resolve(internal) : token.target}
            rel={token.target.startsWith('https:') ? 'noopener noreferrer' : undefined}
          >
            {marked(token.text)}
          </a>
        );
      }
    }
  });
}

/** The legal pages: headings, paragraphs and lists from a typed structure, never an HTML string. */
export function RichText({ blocks, resolve }: { blocks: RichTextBlocks; resolve: (target: Link) => string }) {
  return blocks.map((block, i) => {
    if ('h2' in block) return <h2 key={i}>{block.h2}</h2>;
    if ('h3' in block) return <h3 key={i}>{block.h3}</h3>;
    if ('p' in block)
      return (
        <p key={i}>
          <Inline text={block.p} resolve={resolve} />
        </p>
      );
    return (
      <ul key={i}>
        {block.ul.map((item, j) => (
          <li key={j}>
            <Inline text={item} resolve={resolve} />
          </li>
        ))}
      </ul>
    );
  });
}
