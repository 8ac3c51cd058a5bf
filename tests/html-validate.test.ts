// html-validate (the project's .htmlvalidate.json) over every HTML file of the shared build: pages,
// 404s and redirect stubs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { expect, it } from 'vitest';
import { builtDist } from './support/built-dist.ts';

const dist = await builtDist();
const config = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../.htmlvalidate.json'), 'utf8'));
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** The project's config, resolved once for every file: html-validate's static loader resolves it again
 * for each (presets, rules, the element table), as much work as validating the page. Its own file
 * system loader keeps what it resolved for a file the same way. */
class ResolvedOnce extends StaticConfigLoader {
  #resolved?: ReturnType<StaticConfigLoader['getConfigFor']>;
  override getConfigFor(...args: Parameters<StaticConfigLoader['getConfigFor']>) {
    return (this.#resolved ??= super.getConfigFor(...args));
  }
}

it('every built HTML file is valid', async () => {
  expect(files.length).toBeGreaterThanOrEqual(25);
  const validator = new HtmlValidate(new ResolvedOnce(config));
  const messages: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(path.join(dist, file));
    for (const result of report.results)
      for (const m of result.messages) messages.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  expect(messages).toEqual([]);
});
