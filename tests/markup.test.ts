// The texts' markup (i18n/markup.ts): what a text may carry (`**emphasis**`; in the legal pages' rich
// text also links and [[gaps]]) as tokens, and what is refused because it would show as typed or
// could run in a visitor's browser. How the checker names a refused text: tests/check.test.ts.
import { describe, expect, it } from 'vitest';
import { MarkupError, parseInline, plainText } from '../i18n/markup.ts';

describe('allowed markup', () => {
  it('a text without markup is one text token', () => {
    expect(parseInline('Prototypes in 30 hours, for teams & founders')).toEqual([
      { kind: 'text', text: 'Prototypes in 30 hours, for teams & founders' },
    ]);
  });

  it('**emphasis** anywhere in a text', () => {
    expect(parseInline('Fast **and** tested, **really**')).toEqual([
      { kind: 'text', text: 'Fast ' },
      { kind: 'strong', text: 'and' },
      { kind: 'text', text: ' tested, ' },
      { kind: 'strong', text: 'really' },
    ]);
  });

  it('rich text: links to routes (with a fragment), https, mailto and tel, and [[gaps]]', () => {
    expect(
      parseInline(
        'See [the policy](route:some-page#cookies), [the host](https://host.example/privacy), ' +
          '[mail](mailto:a@b.example), [call](tel:+4912345); address: [[street and number]]',
        true,
      ),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the policy', target: 'route:some-page#cookies' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'the host', target: 'https://host.example/privacy' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'mail', target: 'mailto:a@b.example' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'call', target: 'tel:+4912345' },
      { kind: 'text', text: '; address: ' },
      { kind: 'placeholder', text: 'street and number' },
    ]);
  });

  it("a star within words is German's gender star, shown as written", () => {
    for (const text of ['Für Nutzer*innen und Kund*innen', 'Designer*innen, **Gründer*innen**'])
      expect(plainText(text)).toBe(text.replace(/\*\*/g, ''));
  });

  it('plain text reads emphasis as plain words', () => {
    expect(plainText('Fast **and** tested')).toBe('Fast and tested');
  });
});

describe('refused markup', () => {
  it.each([
    ['an unclosed **', 'Fast **and tested', '`**` is not closed: close it after the words it marks, or remove it'],
    ['** around no words', 'Fast ** ** tested', '`**` around no words: remove the pair'],
    [
      'a single * around words',
      'Fast *and* tested',
      'a single `*` marks nothing here: mark emphasis with **emphasis**',
    ],
    ['a single * around a word at the end', 'Fast and *tested*.', 'a single `*` marks nothing here'],
    ['an HTML element', 'Fast <img src=x onerror=alert(1)>', 'HTML markup is not allowed'],
    ['a closing tag', 'Fast</p><p>tested', 'HTML markup is not allowed'],
    ['an HTML comment', 'Fast <!-- hidden -->', 'HTML markup is not allowed'],
    ['a named entity', 'Teams &amp; founders', 'an HTML entity is not allowed'],
    ['a numeric entity', 'Teams &#38; founders', 'an HTML entity is not allowed'],
    ['a link outside rich text', 'See [the policy](route:some-page)', 'links and [[gaps]] belong in the legal texts'],
    ['a gap outside rich text', 'Address: [[street]]', 'links and [[gaps]] belong in the legal texts'],
  ])('%s', (_name, text, message) => {
    expect(() => parseInline(text)).toThrow(MarkupError);
    expect(() => parseInline(text)).toThrow(message);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['plain http', 'http://host.example'],
    ['a protocol-relative URL', '//host.example'],
    ['a path typed by hand', '/some-page'],
    ['a route id with markup', 'route:<x>'],
  ])('a rich-text link to %s', (_name, target) => {
    expect(() => parseInline(`[label](${target})`, true)).toThrow(MarkupError);
    expect(() => parseInline(`[label](${target})`, true)).toThrow('unsafe or unknown link target');
  });

  it('HTML inside a link label or a gap of rich text', () => {
    expect(() => parseInline('[<b>label</b>](https://host.example)', true)).toThrow('HTML markup is not allowed');
    expect(() => parseInline('[[<script>]]', true)).toThrow('HTML markup is not allowed');
  });
});
