// The privacy declaration (site/privacy.ts) as the config changes: what an owner's edits leave in it.
import { describe, expect, it } from 'vitest';
import { declarePrivacy } from '../site/privacy.ts';
import { config } from './support/fixtures.ts';

describe('declarePrivacy', () => {
  it('names a host for every outside origin it declares, also once every tool link is removed', () => {
    const { booking, profile, rapidFramesSignup } = config.links;
    for (const links of [config.links, { booking, profile, rapidFramesSignup }]) {
      const { origins } = declarePrivacy({ ...config, links: links as typeof config.links });
      expect(origins.filter((entry) => entry.origins.length === 0).map((entry) => entry.id)).toEqual([]);
    }
  });
});
