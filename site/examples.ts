// The template's examples, as fingerprints: the values of site.config.ts and the texts it ships with
// in place of the owner's (facts about the owner, and what the texts claim a product does and when).
// Each one left is on the launch list (site/check.ts), refused by a release, and marked where a page
// shows it. An owner who replaces the brand everywhere does not replace it here: a fingerprint is no
// example value. A key in `confirmed` of site.config.ts is the owner's although it equals the example.
// Whoever edits a template's example text recomputes its fingerprint here: no test can tell a stale
// one from an owner's rewrite of that language.
import { createHash } from 'node:crypto';
import { childKey, keysWhere, parentOf, valueAt, type Content, type SiteConfig } from '../i18n/types.ts';

export const examples = {
  /** Values of site.config.ts by key. Facts about the owner and their offer: a false figure is a false claim (UWG). */
  values: {
    brand: '7eee4bd7a7aba2cf',
    siteUrl: 'd6bba9aba49e9e91',
    'founder.name': 'a772d75d409258b9',
    'founder.jobTitle': 'd8f7c0d9c957f5aa',
    email: '684a8cf5057f2255',
    'links.booking': '87e01e7cbc4e1aaf',
    'links.profile': '279539aa2f01fa2a',
    'links.interviewGpt': '3d562a1237b9421e',
    'links.feedbackGpt': '0ec2f24e08fa791f',
    'figures.prototype': '3864342c1c76e5c0',
    'figures.journey': '70e531d668a0ab34',
    'figures.interviewPlan': 'd84e7c2a4a2e56d6',
    'figures.experience': '2fabf2eb85c2066e',
    'figures.alphaTesters': '5e2215f28cb78e4c',
    'figures.call': 'a1edcb2f4e67bec8',
    "workshopHours['ux-workflows']": 'd4735e3a265e16ee',
    "workshopHours['user-research']": 'd4735e3a265e16ee',
    areaServed: '1b3831b6d7e461f3',
  } as Record<string, string>,
  /** Texts by key, with their fingerprint in every language: a fact about the owner (their years,
   * where they worked), and what the texts say a product does, what exists and what is coming. */
  texts: {
    'about.text[0]': ['3b6280abf8df963d', 'dd1a5d31a77f298d'],
    'hero.facts': ['7ddba39dd039c6a0', '919bfc2c7b34e31b'],
    'solutions.options': ['cd7dba1a85e77b32', '92671ad94b310fea'],
    'tools.items': ['9fd83798bdc1a135', '5a424789fe564047'],
    // A tool's page by its parts: rewriting one leaves the others' claims listed. Its made-up quote is
    // listed as one while marked `example: true`, and by its words once the mark alone is deleted.
    'interviewAgent.seo': ['25b1bae46cf30ff3', '353879b4c2442caa'],
    'interviewAgent.hero': ['7ea5182d5c885cd7', 'd7893b7f2ea2edd6'],
    'interviewAgent.intro': ['a014ad0ac8146f7e', '53de08bf084a007b'],
    'interviewAgent.solution': ['ec872e6ef031d461', '22ec5e6e6810934d'],
    'interviewAgent.helps': ['7f4da77a26427bf0', '2db63feaf3a0d0f9'],
    'interviewAgent.coverage': ['28ff5f9aae504545', '6da288b4b9664214'],
    'interviewAgent.benefits': ['11a0def26b7047b2', '06d101a9248c7a79'],
    'interviewAgent.how': ['0600a18625f6fbee', 'de546d2297337957'],
    'interviewAgent.why': ['01284fc03f14e770', '6181bd8e847a987c'],
    'interviewAgent.cta': ['6de05994611d1d1b', '795d154c8a8628f3'],
    'markdownPrototyping.seo': ['137d5040b4b61eb3', 'a0c300d91e57197a'],
    'markdownPrototyping.hero': ['ec9b19696ef1e13e', 'a3eb741746f40eec'],
    'markdownPrototyping.exampleLibrary': ['e161230a4ffbef89', '405544f72f451f8c'],
    'markdownPrototyping.usps': ['3fe4f46cc319f02d', '9bf77b08c4cb8f70'],
    'markdownPrototyping.audience': ['bde7d31a96a5a3e1', '3bb775d262cf2689'],
    'markdownPrototyping.features': ['dd522a5682ffb84a', 'e551d612ca2189b3'],
    'markdownPrototyping.alphaOffer': ['ce7c0a8c663cd0c4', 'a08ef3d8705bcd2f'],
    'markdownPrototyping.cta': ['3a0b94a2baeb8374', 'c5843f8c187dddb5'],
    'markdownPrototyping.button': ['ab4baf526a029e19', '5ea412c617479a08'],
    'markdownPrototyping.testimonial.quote': ['011b5c500283f409', '17d83cc178709ef6'],
  } as Record<string, string[]>,
};

/** Whether `confirmed` of site.config.ts holds `key`, or, unless `exactly`, a key it is part of
 * (`interviewAgent` holds `interviewAgent.hero`, `figures` every figure). */
const isConfirmed = ({ confirmed = [] }: SiteConfig, key: string, exactly = false): boolean =>
  confirmed.some((at) => key === at || (!exactly && (key.startsWith(`${at}.`) || key.startsWith(`${at}[`))));

/** What the launch check keeps of an example value: the first 16 hex digits of the sha256 of the
 * text, or of the JSON (keys sorted) of anything else: `printf %s 'Alex Mustermann' | sha256sum`. */
export const fingerprint = (value: unknown): string =>
  createHash('sha256')
    .update(typeof value === 'string' ? value : JSON.stringify(value, sortedKeys))
    .digest('hex')
    .slice(0, 16);
const sortedKeys = (_: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort())
    : value;

/** The key of `t` that holds a text of these fingerprints where `key` is gone: a group renamed. A
 * nested key is looked for under the same last name; a whole group, among the groups of `t`. */
function movedKey(t: Content, key: string, prints: string[]): string | undefined {
  // A list of more than a hundred is none of the template's (it ships a few): not hashed, nor a group
  // that holds one among its own values.
  const short = (value: unknown) => !Array.isArray(value) || value.length <= 100;
  const depth = key.split(/\.|\[/).length;
  if (depth === 1)
    return Object.entries(t).find(
      ([, group]) => group && Object.values(group).every(short) && prints.includes(fingerprint(group)),
    )?.[0];
  const last = /[^.]+$/.exec(key)![0];
  // The keys as deep as `key` (a renamed group keeps its texts' depth): a long list is not walked.
  const keys = (value: unknown, depth: number, at = ''): string[] =>
    value && typeof value === 'object' && depth > 0
      ? Object.entries(value).flatMap(([name, inner]) => {
          const child = childKey(at, name, Array.isArray(value));
          return depth === 1 ? [child] : keys(inner, depth - 1, child);
        })
      : [];
  const named = keys(t, depth).filter((each) => each.endsWith(`.${last}`) && short(valueAt(t, each)));
  return named.find((each) => prints.includes(fingerprint(valueAt(t, each))));
}

/** The examples left in a site: the config's keys, and each language's text keys (quotes marked
 * `example: true` among them). */
export function examplesOf(
  table: typeof examples,
  config: SiteConfig,
  texts: Record<string, Content>,
): { config: string[]; texts: Record<string, string[]> } {
  /** The quote a text is the words of, if any (`….testimonial` of `….testimonial.quote`). */
  const quoteOf = (t: Content, key: string) =>
    valueAt(t, parentOf(key)) as { author?: unknown; example?: unknown } | undefined;
  const left = (key: string, value: unknown, prints: string[], exactly = false) =>
    // A value the owner removed (a tool's link, with its tool) is no example left.
    value !== undefined && prints.includes(fingerprint(value)) && !isConfirmed(config, key, exactly);
  // A claim is one fact in every language: still the template's in one, it is in each (a language
  // copied from another and translated has the claim, and no fingerprint of it). A key no language
  // has any more is looked for where it went (`tools.items` as `toolbox.items`, a group renamed).
  const claims = new Set(
    Object.entries(table.texts).flatMap(([key, prints]) => {
      const gone = Object.values(texts).every((t) => valueAt(t, key) === undefined);
      return Object.values(texts).flatMap((t) => {
        const at = gone ? (movedKey(t, key, prints) ?? key) : key;
        // A quote's words are a customer's, not the owner's claim: a group confirmed does not vouch for them.
        return left(at, valueAt(t, at), prints, quoteOf(t, at)?.author !== undefined) ? [at] : [];
      });
    }),
  );
  return {
    config: Object.keys(table.values).filter((key) => left(key, valueAt(config, key), [table.values[key]!])),
    texts: Object.fromEntries(
      Object.entries(texts).map(([lang, t]) => [
        lang,
        [
          // A quote's words while it is marked: the quote is listed, not they.
          ...[...claims].filter((key) => valueAt(t, key) !== undefined && quoteOf(t, key)?.example !== true),
          // What the texts mark `example: true` (a made-up quote), wherever it stands.
          ...keysWhere(t, (value) => (value as { example?: unknown } | null)?.example === true),
        ],
      ]),
    ),
  };
}
