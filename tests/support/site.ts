// Sites for the tests: the project as it stands (`shipped`), and small sites a test declares from it
// (`declare`: one language or three, no workshop or three, the sign-up set, a page in the nav …), each
// built in memory by the build's own pipeline with stand-in assets (no encoder, no disk), and its
// pages read as a browser's DOM. Every expectation is read from the site's model, never typed.
import { parseHTML } from 'linkedom';
import type { Language } from '../../i18n/languages.ts';
import {
  contentSchema,
  keysWhere,
  privacyEntryIds,
  privacyFeatures,
  valueAt,
  type Content,
  type OwnerConfig,
  type Workshop,
} from '../../i18n/types.ts';
import type { Page } from '../../pages/pages.ts';
import type { Assets } from '../../site/assets.ts';
import { buildSite, type BuildOptions } from '../../site/build-site.ts';
import { checkSite, type Problem } from '../../site/check.ts';
import { loadSiteConfig } from '../../site/config.ts';
import { bytesOf, type Files } from '../../site/files.ts';
import type { Host } from '../../site/host-names.ts';
import { resolveSite, type Site } from '../../site/model.ts';
import { loadProject, type Project } from '../../site/project.ts';
import { analyticsOff } from './servers.ts';
import { addedLocales, freeCodes } from './locales.ts';

/** The project as it stands, as `npm run build` reads it, with no SITE_URL of the environment and
 * analytics off (./servers.ts). */
export const shipped: Project = await loadProject(analyticsOff);
/** Its model. */
export const shippedSite = resolveSite(shipped.input);

/** What a test may change of a project before it is resolved. */
export interface Draft {
  languages: Language[];
  texts: Record<string, Content>;
  /** site.config.ts as written. */
  owner: OwnerConfig;
  pages: Record<string, Page>;
  redirects: Project['input']['redirects'];
  published: Project['published'];
  images: string[];
  examples: Project['input']['examples'];
}

/** A site the test declares: `from` changed by `edits`, each on a copy (the project stays as it is). */
export function declare(from: Project, ...edits: ((draft: Draft) => void)[]): Project {
  const draft: Draft = {
    languages: from.input.languages.map((language) => ({ ...language })),
    texts: structuredClone(from.input.texts),
    owner: structuredClone(from.owner as OwnerConfig),
    pages: Object.fromEntries(Object.entries(from.input.pages).map(([id, page]) => [id, { ...page }])),
    redirects: structuredClone(from.input.redirects),
    published: from.published && [...from.published],
    images: [...from.images],
    examples: structuredClone(from.input.examples),
  };
  for (const [lang, t] of Object.entries(draft.texts)) withWholePolicy(t, lang);
  for (const edit of edits) edit(draft);
  const codes = new Set(draft.languages.map((l) => l.code));
  return {
    ...from,
    input: {
      ...from.input,
      languages: draft.languages,
      texts: Object.fromEntries(Object.entries(draft.texts).filter(([code]) => codes.has(code))),
      config: loadSiteConfig(draft.owner),
      pages: draft.pages,
      redirects: draft.redirects,
      examples: draft.examples,
    },
    owner: draft.owner,
    published: draft.published,
    images: draft.images,
    textFileOf: (lang, key) =>
      from.input.languages.some((l) => l.code === lang)
        ? from.textFileOf(lang, key)
        : (draft.languages.find((l) => l.code === lang)?.texts ?? `i18n/${lang}.ts`),
  };
}

/** The privacy policy's sections and lines the owner's texts may leave out while their feature is
 * off (site/check.ts), as stand-ins where they do: a site that turns a feature on has its section. */
function withWholePolicy(t: Content, lang: string): void {
  const policy = t.datenschutz;
  if (!policy?.sections || !policy.facts?.purposes) return;
  for (const feature of privacyFeatures)
    policy.sections[feature] ??= {
      title: `Stand-in section ${feature} (${lang})`,
      summary: `What the site does for ${feature} (${lang}).`,
      body: [{ declared: true }],
    };
  for (const id of privacyEntryIds) policy.facts.purposes[id] ??= `What ${id} is for (${lang}).`;
}

// Edits a test declares a site with.

/** The first `count` languages of the table, or as many more as needed, each a copy of the last one's
 * texts under a code of its own (its titles and descriptions then its own too). */
export const languages =
  (count: number) =>
  (draft: Draft): void => {
    const more = freeCodes(draft.languages, draft.redirects);
    while (draft.languages.length > count) draft.languages.pop();
    // Old URLs of a language taken away lead to the first language's page, as an owner would declare;
    // its legal texts prevail no more, the first's do.
    const kept = (code: string | undefined) => draft.languages.some((l) => l.code === code);
    for (const redirect of draft.redirects) if (!kept(redirect.lang)) redirect.lang = draft.languages[0]!.code;
    if (draft.owner.legalLanguage !== undefined && !kept(draft.owner.legalLanguage)) delete draft.owner.legalLanguage;
    while (draft.languages.length < count) {
      const last = draft.languages.at(-1)!;
      const code = more.shift()!;
      draft.languages.push({
        ...last,
        code,
        locale: addedLocales[code]!.replace('-', '_'),
        name: `Sprache ${code}`,
        texts: `i18n/${code}.ts`,
      });
      draft.texts[code] = structuredClone(draft.texts[last.code]!);
    }
  };

/** What `schema` asks for: each text naming its key and `lang`, each list of one item, nothing
 * optional. A stand-in made from it holds a key the schema gains, with no test edited. */
const standInOf = (schema: unknown, lang: string, key = ''): unknown => {
  const node = schema as { type?: string; entries?: Record<string, unknown>; item?: unknown; options?: unknown[] };
  if (node.entries)
    return Object.fromEntries(
      Object.entries(node.entries)
        .filter(([, inner]) => (inner as { type?: string }).type !== 'optional')
        .map(([name, inner]) => [name, standInOf(inner, lang, key ? `${key}.${name}` : name)]),
    );
  if (node.type === 'array') return [standInOf(node.item, lang, key)];
  if (node.type === 'union') return standInOf(node.options![0], lang, key);
  if (node.type === 'picklist') return node.options![0];
  if (node.type === 'boolean') return false;
  if (node.type === 'nullable') return null;
  return `What the stand-in workshop says as its ${key} (${lang}).`;
};

/** A workshop of the tests' own, for texts that have none to copy (an owner's site without workshops):
 * every text the schema asks for, each naming its language; those a rule reads (the slug, the SEO
 * texts, a lead-in's markup) as the rules want them. */
const standInWorkshop = (lang: string): Workshop => {
  const [title, text] = [`Stand-in workshop (${lang})`, `What the stand-in workshop covers (${lang}).`];
  const schema = standInOf(contentSchema.entries.workshops.entries.items.item, lang) as Workshop;
  return {
    ...schema,
    id: 'stand-in',
    slug: 'stand-in-workshop',
    audience: `For teams (${lang})`,
    title,
    teaser: text,
    points: [`A first point (${lang})`, `A second point (${lang})`],
    target: `For product teams (${lang})`,
    linkLabel: `About the workshop (${lang})`,
    detailPage: {
      ...schema.detailPage,
      seo: { title, description: text },
      title,
      subtitle: text,
      outcome: `What the team takes home (${lang}).`,
      sectionTitle: `How it runs (${lang})`,
      sections: [`**A lead-in:** and what follows it (${lang}).`],
      outcome2: `What the team can do next (${lang}).`,
    },
  };
};

/** `count` workshops in every language: the first ones, or copies of the first under ids and slugs of
 * their own (of a stand-in where the texts have none). */
export const workshops =
  (count: number) =>
  (draft: Draft): void => {
    for (const [lang, t] of Object.entries(draft.texts)) {
      const first = t.workshops.items[0] ?? standInWorkshop(lang);
      t.workshops.items = Array.from(
        { length: count },
        (_, i) =>
          t.workshops.items[i] ?? {
            ...structuredClone(first),
            id: `extra-${i}`,
            slug: `extra-workshop-${i}`,
            title: `${first.title} ${i}`,
            detailPage: {
              ...structuredClone(first.detailPage),
              // Titles and descriptions of their own, as long as the first's (within what search results show).
              seo: {
                title: `${i} ${first.detailPage.seo.title}`.slice(0, first.detailPage.seo.title.length),
                description: `${i} ${first.detailPage.seo.description}`.slice(
                  0,
                  first.detailPage.seo.description.length,
                ),
              },
            },
          },
      );
    }
    const ids = new Set(Object.values(draft.texts).flatMap((t) => t.workshops.items.map((w) => w.id)));
    draft.owner.workshopHours = Object.fromEntries([...ids].map((id) => [id, draft.owner.workshopHours[id] ?? 2]));
    draft.redirects = draft.redirects.filter(({ to }) => !to.startsWith('workshop:') || ids.has(to.slice(9)));
  };

/** Every page of the table in the navigation, lists aside (their items share one entry): pages whose
 * paths lie below another's among them, and more links than the header's row may hold. */
export const everyPageInNav = (draft: Draft) => {
  const orders = Object.values(draft.pages).flatMap((page) => (page.nav ?? []).map((nav) => nav.order));
  let order = Math.max(0, ...orders);
  for (const [id, page] of Object.entries(draft.pages))
    if (!page.each) draft.pages[id] = { ...page, nav: page.nav ?? [{ order: ++order, label: () => id }] };
};

/** The service worker on or off (site.config.ts: privacy.serviceWorker). */
export const serviceWorker = (on: boolean) => (draft: Draft) =>
  void (draft.owner.privacy = { ...draft.owner.privacy, serviceWorker: on });

/** The analytics id of a site with analytics on (`analyticsDist` of the global setup's too). */
export const analyticsId = 'G-TEST123456';
export const analytics = (draft: Draft): void => void (draft.owner.analyticsId = analyticsId);

/** A sign-up URL of its own for the sign-up buttons. */
export const signup =
  (url = 'https://signup.example/alpha') =>
  (draft: Draft): void =>
    void (draft.owner.links = { ...draft.owner.links, rapidFramesSignup: url });

// Building and reading it.

/** Stand-in assets: no encoder, no disk; a share card for every indexable page. */
export function fakeAssets(site: Site): Assets {
  return {
    css: 'body{margin:0}',
    headScript: "document.documentElement.classList.add('js')",
    fontNeeds: { all: '', languages: {} },
    clientScript: '/assets/site.test.js',
    fonts: Object.fromEntries(site.languages.map((l) => [l.code, ['/assets/inter-latin-wght-normal.test.woff2']])),
    images: {
      portrait: {
        src: '/assets/portrait.jpg',
        srcset: '/assets/portrait.jpg 480w',
        width: 480,
        height: 600,
        sources: [{ type: 'image/webp', srcset: '/assets/portrait.webp 480w' }],
      },
    },
    shareCards: new Map(
      site.pages
        .filter((page) => page.indexable && page.url)
        .map(({ id, lang }) => [
          `${lang} ${id}`,
          {
            url: `/assets/og-${id.replace(':', '-')}-${lang}.test.png`,
            alt: `Card of ${id}`,
            width: 1200,
            height: 630,
          },
        ]),
    ),
    drawn: 0,
    files: new Map([['assets/site.test.js', '']]),
  };
}

/** A built site as the tests read it. */
export interface Built {
  site: Site;
  /** The public files: pages, stubs, sitemap … */
  files: Files;
  /** Output path → bytes, laid out for the host. */
  output: Files;
  problems: Problem[];
  /** A file of the site as text. */
  text: (file: string) => string;
  /** A page of the site as a DOM (parsed once). */
  doc: (file: string) => Document;
}

const builds = new WeakMap<Project, Map<string, Promise<Built>>>();

/** `project` built in memory as `npm run build` builds it, with stand-in assets, its pages unminified
 * unless asked (the minifier's own work is tests/minify.test.ts's and dist.test.ts's); once for each
 * project and options (no test changes what it reads). */
export function build(project: Project, options: Omit<BuildOptions, 'assets'> = {}): Promise<Built> {
  const key = JSON.stringify(options);
  const known = builds.get(project) ?? new Map<string, Promise<Built>>();
  builds.set(project, known);
  if (!known.has(key))
    known.set(
      key,
      buildSite(project, { minify: false, ...options, assets: fakeAssets }).then((built) => {
        const files = built.rendered.files;
        const docs = new Map<string, Document>();
        const text = (file: string) => {
          const bytes = bytesOf(files, file);
          return typeof bytes === 'string' ? bytes : Buffer.from(bytes).toString();
        };
        return {
          site: built.site,
          files,
          output: built.output,
          problems: built.problems,
          text,
          doc: (file) => docs.get(file) ?? docs.set(file, parseHTML(text(file)).document).get(file)!,
        };
      }),
    );
  return known.get(key)!;
}

/** Every problem the checker finds in `project` before anything is drawn. */
export const problemsOf = (project: Project, deployTo?: Host): Problem[] =>
  checkSite(resolveSite(project.input), project, deployTo);

/** The text of every text node under `node` outside scripts and styles, in document order. */
export function textNodes(node: Node): string[] {
  if (node.nodeType === node.TEXT_NODE) return [node.textContent!];
  if (node.nodeType === node.ELEMENT_NODE && ['script', 'style'].includes((node as Element).localName)) return [];
  return [...node.childNodes].flatMap(textNodes);
}

/** Sets the value at `key` of `t` (`tools.items[0].link`: a key as mistakes name it). */
export function setAt(t: object, key: string, value: unknown): void {
  const [, parent, name] = /^(.*)\.(\w+)$/.exec(key)!;
  (valueAt(t, parent!) as Record<string, unknown>)[name!] = value;
}

/** The first key of `t` that `test` picks among its groups (`{ title, description }`: an SEO block). */
export const keyWhere = (t: Content, test: (value: Record<string, unknown>) => boolean): string | undefined =>
  keysWhere(t, (value) => !!value && typeof value === 'object' && test(value as Record<string, unknown>))[0];
