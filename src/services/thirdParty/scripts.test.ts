import { describe, expect, it } from 'vitest';
import { thirdPartyScripts } from './scripts';

describe('third-party scripts (SPEC section 7, issue 15)', () => {
  const main = { bigData: true, gtagId: 'G-EXMAIN0000', fbId: '100000000000000' };
  it('loads what the config names where bigData allows', () => {
    expect(thirdPartyScripts(main).map((s) => s.id)).toEqual(['tagManager', 'pixel']);
    expect(thirdPartyScripts(main)[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-EXMAIN0000');
  });
  it('nothing where bigData is off, inside the app, or where the ids are empty or malformed', () => {
    expect(thirdPartyScripts({ ...main, bigData: false })).toEqual([]);
    expect(thirdPartyScripts(main, { inApp: true })).toEqual([]);
    expect(thirdPartyScripts({ ...main, gtagId: '', fbId: '' })).toEqual([]);
    expect(thirdPartyScripts({ ...main, gtagId: 'G-<script>', fbId: '12ab' })).toEqual([]);
  });
});
