/**
 * `policy check` as a compliance editor meets it: break a file, get one line naming the file,
 * the JSON pointer and what was expected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRepo, formatError } from './index';
import { listJson, repoRoot } from '../../bundle/node';

let root: string;

function copyRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'policy-check-'));
  for (const sub of ['config', 'policies', 'scenarios', 'schemas', 'src/generated', 'public/logos']) {
    cpSync(join(repoRoot, sub), join(dir, sub), { recursive: true });
  }
  // check looks for a catalog folder per locale a site offers; their content is lingui's.
  for (const code of readdirSync(join(repoRoot, 'locales'))) mkdirSync(join(dir, 'locales', code), { recursive: true });
  return dir;
}

/** Run check after editing one file; restore it afterwards. */
function withEdit(file: string, edit: (text: string) => string): string[] {
  const path = join(root, file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, edit(original));
  try {
    return checkRepo(root).errors.map(formatError);
  } finally {
    writeFileSync(path, original);
  }
}

beforeAll(() => {
  root = copyRepo();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('policy check', () => {
  it('the repository is clean', () => {
    expect(checkRepo(root).errors.map(formatError)).toEqual([]);
  });

  const configFiles = listJson(join(repoRoot, 'config')).map((p) => p.slice(repoRoot.length + 1));

  it.each(configFiles)('a misspelt property in %s is named with its file and pointer', (file) => {
    const json = JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Record<string, unknown>;
    // Misspell the first real property of the file's top-level object.
    const key = Object.keys(json).find((k) => !k.startsWith('$'))!;
    const typo = `${key}x`;
    const errors = withEdit(file, (t) => t.replace(`"${key}"`, `"${typo}"`));
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^${file} /${typo}: unknown property "${typo}" \\(did you mean "${key}"\\?\\)`)));
  });

  it('a nested typo points at the exact place', () => {
    const errors = withEdit('config/sites/tr.json', (t) => t.replace('"night"', '"nigth"'));
    expect(errors).toContainEqual(expect.stringMatching(/^config\/sites\/tr\.json \/logo\/nigth: unknown property "nigth" \(did you mean "night"\?\)/));
  });

  it('a wrong value names what was expected', () => {
    const errors = withEdit('config/sites/uk.json', (t) => t.replace(/"defaultLang": "[^"]+"/, '"defaultLang": "english"'));
    expect(errors).toContainEqual(expect.stringMatching(/^config\/sites\/uk\.json \/defaultLang: must be one of "zh", "en"/));
  });

  it('broken JSON names the line and column', () => {
    const errors = withEdit('policies/kycBar.json', (t) => t.replace('"kind"', '"kind",'));
    expect(errors).toEqual([expect.stringMatching(/^policies\/kycBar\.json \/: not valid JSON \(line \d+, column \d+\)/)]);
  });

  it('rejects unknown operators, fact paths and conditions, with a suggestion', () => {
    const errors = withEdit('policies/appDownloadBar.json', (t) =>
      t.replace('"viewport.width"', '"viewport.widht"').replace('"pathStartsWith"', '"pathStartWith"').replace('"use": "ukLimited"', '"use": "ukLimitd"'),
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^policies\/appDownloadBar\.json \/rule\/all\/0\/when\/<=\/0\/var: unknown fact path "viewport.widht" \(did you mean "viewport.width"\?\)/),
        expect.stringMatching(/^policies\/appDownloadBar\.json \/rule\/all\/\d+\/when\/!\/pathStartWith: unknown operator "pathStartWith" \(did you mean "pathStartsWith"\?\)/),
        expect.stringMatching(/^policies\/appDownloadBar\.json \/rule\/all\/\d+\/use: unknown condition "ukLimitd" \(did you mean "ukLimited"\?\)/),
      ]),
    );
  });

  it('var cannot reach inherited properties', () => {
    const errors = withEdit('policies/conditions.json', (t) => t.replace('"site.hiddenReferral"', '"site.constructor"'));
    expect(errors).toContainEqual(expect.stringMatching(/unknown fact path "site.constructor"/));
  });

  it('a policy whose id does not match its file, or that no schema declares, is an error', () => {
    const errors = withEdit('policies/referral.json', (t) => t.replace('"id": "referral"', '"id": "referal"'));
    expect(errors).toEqual(
      expect.arrayContaining([
        'policies/referral.json /id: id "referal" must match the file name "referral"',
        expect.stringMatching(/decision "referal" is not declared/),
      ]),
    );
  });

  it('a screen slot naming an unknown overlay decision is an error, with a suggestion', () => {
    const errors = withEdit('policies/screen.json', (t) => t.replace('"kycBar"', '"kycBarr"'));
    expect(errors).toContain(
      'policies/screen.json /slots/0/overlays/3: unknown overlay decision "kycBarr" (did you mean "kycBar"?): a slot lists the ids of policies/*.json',
    );
  });

  it('a nav item naming an unknown condition is an error', () => {
    const errors = withEdit('config/footer.json', (t) => t.replace('"declarationSigned"', '"declarationSinged"'));
    expect(errors).toContainEqual(expect.stringMatching(/^config\/footer\.json \/sites\/tr\/\d+\/condition: unknown condition "declarationSinged" \(did you mean "declarationSigned"\?\)/));
  });

  it('a condition that uses itself is an error', () => {
    const errors = withEdit('policies/conditions.json', (t) =>
      t.replace('"says": "the site is main (sub_website_id 0)",', '"says": "the site is main (sub_website_id 0)", "$comment": "x",').replace(
        /"when": \{\s*"==": \[\s*\{\s*"var": "site.key"\s*\},\s*"main"\s*\]\s*\}/,
        '"use": "isMainSite"',
      ),
    );
    expect(errors).toContainEqual(expect.stringMatching(/condition uses itself: isMainSite -> isMainSite/));
  });

  it('a decision reading a compliance fact must declare its fail-safe value (issue 37)', () => {
    const errors = withEdit('policies/withdrawOnlyPrompt.json', (t) => {
      const json = JSON.parse(t) as Record<string, unknown>;
      delete json.onError;
      return JSON.stringify(json, null, 2);
    });
    expect(errors).toEqual([
      'policies/withdrawOnlyPrompt.json /onError: missing "onError": this decision reads the compliance fact compliance.toast.is_withdraw_only_user, so it must declare its fail-safe value ({ "value": ..., "says": "why it is safe" }) for when deciding it fails',
    ]);
  });

  it('a fail-safe value of the wrong shape is an error', () => {
    const errors = withEdit('policies/withdrawOnlyPrompt.json', (t) => t.replace('"value": false', '"value": "no"'));
    expect(errors).toContainEqual(expect.stringMatching(/^policies \(fail-safe values\) \/withdrawOnlyPrompt: an onError value does not match/));
  });

  it('a duplicate key names the file, the pointer and both lines (issue 38)', () => {
    const errors = withEdit('policies/alphaBanner.json', (t) => t.replace('"hours": 24,', '"hours": 24,\n        "hours": 1,'));
    expect(errors).toEqual([expect.stringMatching(/^policies\/alphaBanner\.json \/rule\/all\/\d+\/throttle\/hours: duplicate key "hours" at line (\d+) \(first at line \d+, \/rule\/all\/\d+\/throttle\/hours\)/)]);
  });

  it('a byte-order mark, a long array, deep nesting and a big file are each refused with the file (issue 38)', () => {
    expect(withEdit('config/footer.json', (t) => `\uFEFF${t}`)).toEqual([expect.stringMatching(/^config\/footer\.json \/: starts with a byte-order mark/)]);
    expect(withEdit('config/footer.json', (t) => t.replace('"$comment"', `"x": [${Array.from({ length: 200_000 }, () => 0).join(',')}], "$comment"`))).toEqual([
      expect.stringMatching(/^config\/footer\.json \/: the array at line 3, column 8 has more than 1000 entries/),
    ]);
    expect(withEdit('policies/kycBar.json', (t) => t.replace('"kind"', `"deep": ${'['.repeat(5000)}${']'.repeat(5000)}, "kind"`))).toEqual([
      expect.stringMatching(/^policies\/kycBar\.json \/: nested more than 32 levels deep \(line \d+, column \d+\)/),
    ]);
    expect(withEdit('config/footer.json', (t) => t.replace('"$comment": "', `"$comment": "${'x'.repeat(34_000_000)}`))).toEqual([
      'config/footer.json /: 34.0 MB is over the limit of 1 MB per file: policy, config and facts files are small; this is not one',
    ]);
  });

  it('an invalid overlay policy is reported once: the screen does not add "unknown overlay decision" (issue 38)', () => {
    const errors = withEdit('policies/kycBar.json', (t) => t.replace('"kind": "boolean"', '"kind": "boolen"'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.startsWith('policies/kycBar.json '))).toBe(true);
  });

  it('a bad footer link is reported once, in the schema\'s words, without "never used" (issue 38)', () => {
    const errors = withEdit('config/footer.json', (t) => t.replace('"/legal/customer-declaration"', '"javascript:alert(1)"'));
    expect(errors).toEqual([
      'config/footer.json /sites/tr/1/href: "javascript:alert(1)" is not allowed here: expected a link target: either a same-site path starting with exactly one "/" (not "//" or "/\\", which browsers treat as another host), or an absolute https URL. No whitespace, no other scheme (javascript:, data:, http: are rejected), and no dot segment in the path, written or percent-encoded ("/./", "/../", "/%2e%2e/"): "/.//evil.example" collapses into "//evil.example" when a URL parser normalises it (issue 37).',
    ]);
  });

  it('an invalid conditions file does not make every policy\'s condition unknown (issue 38)', () => {
    const errors = withEdit('policies/conditions.json', (t) => t.replace('"conditions"', '"extra": 1, "conditions"'));
    expect(errors.every((e) => e.startsWith('policies/conditions.json '))).toBe(true);
  });

  it('a throttle lifetime of 0 is rejected (issue 38)', () => {
    const errors = withEdit('policies/accountNotice.json', (t) => t.replace('"ttlHours": 12', '"ttlHours": 0'));
    expect(errors).toContain('policies/accountNotice.json /options/1/rule/all/3/throttle/ttlHours: must be more than 0');
  });

  it('a scenario naming a storage key no policy reads is an error with a suggestion (issue 38)', () => {
    const errors = withEdit('scenarios/gray-tax-toast-hidden-within-24-hours.json', (t) => t.replace('"gray_tax_toast_at"', '"gray_tax_toast_ta"'));
    expect(errors).toEqual([
      'scenarios/gray-tax-toast-hidden-within-24-hours.json /facts/storage/localStorage/gray_tax_toast_ta: unknown storage key "gray_tax_toast_ta" in localStorage: no policy reads it (did you mean "gray_tax_toast_at"?)',
    ]);
  });

  it('a says sentence with a number that is not a placeholder of its clause fails check (issue 38)', () => {
    const errors = withEdit('policies/accountNotice.json', (t) => t.replace('the {hours}-hour KYC-upgrade cookie', 'the 12-hour KYC-upgrade cookie'));
    expect(errors).toEqual([
      'policies/accountNotice.json /options/1/rule/all/3/says: the number 12 is written out: write {hours} (= 12) so the sentence follows the clause when it changes',
    ]);
  });

  it('names every missing piece of a site: logos, locales, navigation site keys, region codes, scenario site ids (issue 38)', () => {
    rmSync(join(root, 'public/logos/au-night.svg'));
    try {
      expect(withEdit('config/sites/au.json', (t) => t.replace('"en-au"\n  ]', '"en-au", "en-xx"\n  ]').replace('"code": "AU"', '"code": "AUS"'))).toEqual(
        expect.arrayContaining([
          "config/sites/au.json /logo/night: logo file public/logos/au-night.svg is missing: copy the site's night logo there (policy new-site copies the model site's)",
          expect.stringMatching(/^policies\/regionBar\.json \/options\/1\/value: region code "AU" is no site's regionSwitch\.code \(codes: AE, AUS, /),
        ]),
      );
    } finally {
      cpSync(join(repoRoot, 'public/logos/au-night.svg'), join(root, 'public/logos/au-night.svg'));
    }
    expect(withEdit('config/footer.json', (t) => t.replace('"uk": [', '"ukk": ['))).toContain('config/footer.json /sites/ukk: no site "ukk" in config/sites/ (did you mean "uk"?)');
    expect(withEdit('scenarios/footer-uk-site.json', (t) => t.replace('"site": 182', '"site": 183'))).toEqual([
      expect.stringMatching(/^scenarios\/footer-uk-site\.json \/facts\/site: no site has id 183 in config\/sites\/: one of 0 \(main\), 11 \(au\), /),
    ]);
  });
});
