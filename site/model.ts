// The site's model: the texts, the config, the language table and the page table resolved once into
// plain data. Every page in every language (its path, file, texts, SEO, breadcrumb, alternates and
// navigation), the 404 page of each language, the old URLs with where they lead, and what the site
// stores and contacts (site/privacy.ts). The checker (site/check.ts), the render, the sitemap, the
// structured data, the share cards, the host files and the service worker all read it; nothing
// downstream derives a path or walks the texts again. Resolving never throws: what the texts or the
// config lack stays undefined here, and the checker names it.
import type { ComponentType } from 'react';
import type { NavLink, PageProps } from '../components/props.ts';
import type { Language } from '../i18n/languages.ts';
import { plainText } from '../i18n/markup.ts';
import { prepareTexts } from '../i18n/typeset.ts';
import { isSignupLabel, keysWhere, type Content, type Seo, type SiteConfig } from '../i18n/types.ts';
import type { NavEntry, Page } from '../pages/pages.ts';
import { examplesOf, type examples } from './examples.ts';
import { declarePrivacy, privacyPolicy, setupValues, type PrivacyDeclaration } from './privacy.ts';
import { paletteOf } from './theme.ts';

/** What a site is made from: `npm run build` reads the project's (site/project.ts); tests declare their own. */
export interface SiteInput {
  languages: Language[];
  /** Each language's texts as written, by its code (unchecked). */
  texts: Record<string, Content>;
  config: SiteConfig;
  pages: Record<string, Page>;
  redirects: { from: string; to: string; lang: string }[];
  notFound: { component: ComponentType<PageProps>; seo: (t: Content) => Seo };
  /** The copyright year ({year}). */
  year: number;
  /** The template's examples (site/examples.ts): listed before launch, marked where they show. */
  examples: typeof examples;
}

export interface SitePage {
  /** Its id in the page table (`workshop:<item id>` for a page of a list); `notFound` for the 404s. */
  id: string;
  lang: string;
  /** Root-relative URL, `/en/tools`; the 404 pages `/404`, `/en/404`. */
  path: string;
  /** Its output file: `en/tools.html`, `index.html`. */
  file: string;
  /** Absolute canonical URL; null for the 404 pages. */
  url: string | null;
  /** Its table entry (the 404's is `notFound`), and for a page of a list its item's id. */
  entry: Pick<Page, 'component' | 'texts' | 'footer'>;
  item?: string;
  /** Title (without the brand), description and keywords, as words (`seoWords`). */
  seo: { title: string; description: string; keywords?: string };
  indexable: boolean;
  /** The trail from the home page to this page, each with its absolute URL. */
  breadcrumb: { name: string; url: string }[];
  /** Its hreflang links: each language's twin, and x-default (the root language's). A noindex page
   * keeps them too: the head script sends a visitor to their language by them (client/head.ts). */
  alternates: { hreflang: string; href: string }[];
  /** The header's links, the one this page belongs to marked current. */
  nav: NavLink[];
  /** The same page in every language (the 404s: each language's home page), for the language menu. */
  inLanguages: { lang: string; name: string; href: string }[];
}

export interface Site {
  input: SiteInput;
  config: SiteConfig;
  languages: Language[];
  /** The texts as the pages show them: placeholders filled, typography set, the privacy policy put together. */
  texts: Record<string, Content>;
  /** The same with the template's examples left in them marked (i18n/markup.ts), for the components. */
  marked: Record<string, Content>;
  /** The template's examples left: keys of the config, and of each language's texts. */
  examples: ReturnType<typeof examplesOf>;
  /** Every page in every language, each language's 404 page after its pages. */
  pages: SitePage[];
  /** The items of each list entry of the page table (`each`), by language and entry. */
  lists: Record<string, Record<string, { id: string }[]>>;
  redirects: { from: string; to: string; lang: string; id: string }[];
  /** The pages the footer (and the consent banner) link, by language. */
  footer: Record<string, PageProps['footer']>;
  /** The ids of the pages the navigation and the footer link from every page. */
  framed: string[];
  /** The id of the page at `/`. */
  home: string;
  privacy: PrivacyDeclaration;
  /** The site's colours by name, from the theme (empty while the theme's colours are none). */
  palette: Record<string, string>;
  /** The path of page `id` in `lang`, if the site has it. */
  pathOf: (id: string, lang: string) => string | undefined;
  url: (path: string) => string;
}

/** `/` → `index.html`, `/en/tools` → `en/tools.html`: the layout every common static host serves cleanly. */
export const fileOf = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** What `read` gives, or undefined where the texts lack what it reads (the checker names that). */
export function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** A text as a head, a card or a stub shows it: words, with no `**emphasis**` markers. A text whose
 * markup is broken stays as written: the checker names it. */
export const wordsOf = (text: string): string => attempt(() => plainText(text)) ?? text;

/** A page's SEO texts as search results and share cards show them (a title cannot show emphasis). */
const seoWords = <S extends SitePage['seo']>(seo: S): S => ({
  ...seo,
  title: wordsOf(seo.title),
  description: wordsOf(seo.description),
  ...(seo.keywords === undefined ? {} : { keywords: wordsOf(seo.keywords) }),
});

/** Whether a navigation entry stands in the header of a language: always, or where its `when` says. */
export const navShown = (nav: NavEntry, t: Content): boolean => !nav.when || !!attempt(() => nav.when!(t));

export function resolveSite(input: SiteInput): Site {
  const { config, languages } = input;
  const root = languages[0]!.code;
  const prefixOf = (lang: string) => (lang === root ? '' : `/${lang}`);
  const url = (path: string) => `${config.siteUrl}${path}`;
  // A sign-up button on a page: its labels in a group of texts a page shows.
  const shownGroups = new Set(Object.values(input.pages).flatMap((page) => page.texts as string[]));
  const signupShown = Object.values(input.texts).some((t) =>
    Object.entries(t ?? {}).some(([group, texts]) => shownGroups.has(group) && keysWhere(texts, isSignupLabel).length),
  );
  const privacy = declarePrivacy(config, languages.length, signupShown);
  const examples = examplesOf(input.examples, config, input.texts);
  const withPolicy = (t: Content) => {
    const body = attempt(() => privacyPolicy(t.datenschutz, privacy));
    return body ? { ...t, datenschutz: { ...t.datenschutz, body } } : t;
  };
  const texts: Site['texts'] = {};
  const marked: Site['marked'] = {};
  const lists: Site['lists'] = {};
  // Every path once: pages link to each other often.
  const paths = new Map<string, string>();
  const pathOf = (id: string, lang: string) => paths.get(`${lang} ${id}`);
  const listed = languages.map((language) => {
    const { code } = language;
    // The texts as shown, and the same with the template's examples left in them marked, for the
    // components (an owner's own site, without examples, has one of them).
    const written = input.texts[code] ?? ({} as Content);
    const mine = { config: examples.config, texts: examples.texts[code] ?? [] };
    const both = prepareTexts(written, language, config, input.year, setupValues(written, config), mine);
    const t = (texts[code] = withPolicy(both.shown));
    marked[code] = both.marked === both.shown ? t : withPolicy(both.marked);
    // Each entry of the page table, a list's entry once for each of its items.
    lists[code] = {};
    const pages = Object.entries(input.pages).flatMap(
      ([key, entry]): { id: string; entry: Page; item?: { id: string } }[] =>
        entry.each
          ? (lists[code]![key] = attempt(() => entry.each!(t)) ?? []).map((item) => ({
              id: `${key}:${item.id}`,
              entry,
              item,
            }))
          : [{ id: key, entry }],
    );
    for (const { id, entry, item } of pages) {
      const local =
        typeof entry.path === 'string'
          ? entry.path
          : attempt(() => (entry.path as Exclude<Page['path'], string>)(t, item!));
      if (local !== undefined)
        paths.set(`${code} ${id}`, local === '/' ? prefixOf(code) || '/' : prefixOf(code) + local);
    }
    return { code, t, pages };
  });

  const navEntries = Object.entries(input.pages)
    .flatMap(([id, entry]) => (entry.nav ?? []).map((nav) => ({ id, nav })))
    .sort((a, b) => a.nav.order - b.nav.order);
  const home = Object.keys(input.pages).find((id) => input.pages[id]!.path === '/');
  /** The path without its language's prefix, `/` for the home page. */
  const localOf = (path: string, lang: string) => path.slice(prefixOf(lang).length) || '/';
  const twins = [...languages.map((l) => [l.code, l.code] as const), ['x-default', root] as const];
  const inLanguages = (id: string) =>
    languages.map((other) => ({ lang: other.code, name: other.name, href: pathOf(id, other.code) ?? '' }));

  const pages = listed.flatMap(({ code, t, pages }) => {
    // The entries this language's header has, the same on each of its pages.
    const shown = navEntries.filter(({ nav }) => navShown(nav, t));
    const nav = (current: string | undefined): NavLink[] => {
      const here = current && localOf(current, code);
      const links = shown.map(({ id, nav }) => ({ id, nav, path: pathOf(id, code) ?? '' }));
      // One link at most is current: the page's own, or the one of the deepest page its path lies below.
      const under = ({ nav, path }: (typeof links)[number]) => {
        const local = localOf(path, code);
        return !nav.hash && !!here && (here === local || (local !== '/' && here.startsWith(`${local}/`)));
      };
      const deepest = links.filter(under).sort((a, b) => b.path.length - a.path.length)[0];
      return links.map((link) => ({
        label: attempt(() => link.nav.label(t)) ?? '',
        href: link.nav.hash ? `${link.path}#${link.nav.hash}` : link.path,
        section: link.id === home ? (link.nav.hash ?? 'top') : undefined,
        current: link === deepest && (localOf(link.path, code) === here ? 'page' : 'true'),
      }));
    };
    const made = pages.map(({ id, entry, item }): SitePage => {
      const path = pathOf(id, code) ?? '';
      const seo = seoWords(attempt(() => entry.seo(t, item!)) ?? { title: '', description: '' });
      const crumbs = entry.parents.map((parent) => ({
        name: attempt(() => input.pages[parent]?.crumb?.(t)) ?? '',
        url: url(pathOf(parent, code) ?? ''),
      }));
      // Named in its own trail as in those of the pages below it, where it has a name there.
      const own = attempt(() => entry.crumb?.(t)) ?? seo.title;
      return {
        id,
        lang: code,
        path,
        file: fileOf(path),
        url: url(path),
        entry,
        item: item?.id,
        seo,
        indexable: entry.indexable,
        breadcrumb: [...crumbs, { name: own, url: url(path) }],
        alternates: twins.flatMap(([hreflang, lang]) => {
          const twin = pathOf(id, lang);
          return twin ? [{ hreflang, href: url(twin) }] : [];
        }),
        nav: nav(path),
        inLanguages: inLanguages(id),
      };
    });
    const notFound = `${prefixOf(code)}/404`;
    made.push({
      id: 'notFound',
      lang: code,
      path: notFound,
      file: fileOf(notFound),
      url: null,
      entry: { component: input.notFound.component, texts: [] },
      seo: seoWords(attempt(() => input.notFound.seo(t)) ?? { title: '', description: '' }),
      indexable: false,
      breadcrumb: [],
      alternates: [],
      nav: nav(undefined),
      inLanguages: home ? inLanguages(home) : [],
    });
    return made;
  });

  const footer = Object.fromEntries(
    listed.map(({ code, t }) => [
      code,
      Object.entries(input.pages).flatMap(([id, { footer }]) =>
        footer ? [{ kind: footer, label: attempt(() => t.footer[footer]) ?? '', href: pathOf(id, code) ?? '' }] : [],
      ),
    ]),
  );
  return {
    input,
    config,
    languages,
    marked,
    examples,
    palette: attempt(() => paletteOf(config.theme)) ?? {},
    texts,
    pages,
    lists,
    redirects: input.redirects.map(({ from, to, lang }) => ({ from, to: pathOf(to, lang) ?? '', lang, id: to })),
    footer,
    framed: [
      ...new Set([
        ...navEntries.map(({ id }) => id),
        ...Object.keys(input.pages).filter((id) => input.pages[id]!.footer),
      ]),
    ],
    home: home ?? '',
    privacy,
    pathOf,
    url,
  };
}
