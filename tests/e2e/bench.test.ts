// The scale run of `npm run bench` builds copies of the project with many workshops: such a copy
// must build with the real command, one page per workshop and language. Not timed.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { languages, workshopIds } from '../../i18n/types.ts';
import { fileOf, routeIds } from '../../site/routes.ts';
import { projectWithWorkshops } from '../bench.ts';
import { contents, parseHtml, paths } from '../support/fixtures.ts';
import { runBuildOrThrow } from '../support/build-command.ts';

it('a copy with 5 workshops builds with the build command: 5 workshop pages a language, each with its own heading and share card', async () => {
  // The project's image cache: of the share cards only the copies' own are drawn.
  const project = projectWithWorkshops(5, { ownCache: false });
  try {
    const { stdout } = await runBuildOrThrow(['--json'], { cwd: project });
    const perLang = routeIds.length - workshopIds.length + 5;
    expect(JSON.parse(stdout).pages).toEqual(Object.fromEntries(languages.map((lang) => [lang, perLang])));
    // The copies of the first workshop, numbered from 2.
    const copies = 5 - workshopIds.length;
    const titles = new Set<string>();
    const cards = new Set<string>();
    for (const lang of languages) {
      const first = fileOf(paths.of(`workshop:${contents[lang].workshops.items[0]!.id}`, lang)).replace(/\.html$/, '');
      for (let n = 2; n < 2 + copies; n++) {
        const file = path.join(project, 'dist', `${first}-${n}.html`);
        expect(existsSync(file), file).toBe(true);
        const html = parseHtml(readFileSync(file, 'utf8'));
        titles.add(`${lang} ${html.querySelector('h1')!.textContent}`);
        // The card's hash (`og-<route>-<lang>.<hash>.png`, of what it is drawn from): each copy's is its own title's.
        cards.add(html.querySelector('meta[property="og:image"]')!.getAttribute('content')!.split('.').at(-2)!);
      }
    }
    expect(titles.size).toBe(languages.length * copies);
    expect(cards.size).toBe(languages.length * copies);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
