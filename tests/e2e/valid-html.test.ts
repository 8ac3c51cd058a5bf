// html-validate on the shared builds as the global setup wrote them (the build command's, analytics
// off; the build function's with the tests' analytics id): every HTML file valid by the project's
// .htmlvalidate.json. Here, not in `npm run test:fast`: it checks the output as written, as the link
// check does (tests/e2e/links.test.ts), and takes two seconds of the quick loop's seven.
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { expect, inject, it } from 'vitest';
import { site } from '../support/hosting.ts';

it.each([
  ['without analytics', inject('dist')],
  ['with analytics', inject('analyticsDist')],
])('every HTML file is valid, %s (html-validate, the project’s .htmlvalidate.json)', async (_, dist) => {
  // The config resolved once for every file: the static loader resolves it again for each otherwise.
  class ResolvedOnce extends StaticConfigLoader {
    #resolved?: ReturnType<StaticConfigLoader['getConfigFor']>;
    override getConfigFor(...args: Parameters<StaticConfigLoader['getConfigFor']>) {
      return (this.#resolved ??= super.getConfigFor(...args));
    }
  }
  const validator = new HtmlValidate(new ResolvedOnce(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'))));
  const files = await fg('**/*.html', { cwd: dist });
  expect(files).toEqual(expect.arrayContaining(site.pages.map((page) => page.file)));
  const messages: string[] = [];
  for (const file of files)
    for (const result of (await validator.validateString(readFileSync(`${dist}/${file}`, 'utf8'), file)).results)
      for (const m of result.messages) messages.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  expect(messages).toEqual([]);
});
