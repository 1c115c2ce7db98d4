import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { changedPaths, checkFactsText, factsPatch, scenarioBody } from './inspectorFacts';
import { SchemaSet } from '../../cli/check/schemas';
import { loadEngine, repoRoot } from '../../bundle/node';

const gathered = {
  site: 0,
  path: '/help',
  viewport: { width: 1440 },
  user: { isLogin: false },
  storage: { cookies: { lang: 'en' }, localStorage: {}, sessionStorage: {} },
  compliance: { menu: [{ code: 'futures' }] },
};

describe('the policy inspector facts', () => {
  it('an edit becomes the patch of what it changes, key by key; lists whole; a removed fact as undefined', () => {
    const edited = structuredClone(gathered) as Record<string, unknown> & typeof gathered;
    edited.viewport.width = 390;
    edited.compliance.menu = [{ code: 'futures', hidden: true } as never];
    delete (edited as Record<string, unknown>).user;
    const patch = factsPatch(gathered, edited);
    expect(patch).toEqual({ viewport: { width: 390 }, compliance: { menu: [{ code: 'futures', hidden: true }] }, user: undefined });
    expect(changedPaths(patch)).toEqual(['viewport.width', 'user', 'compliance.menu']);
    expect(factsPatch(gathered, structuredClone(gathered))).toBeNull();
  });

  it('checks the text against the facts schema with the file, the pointer and a did-you-mean', () => {
    expect(checkFactsText('{"viewport": {"width": 390}}')).toEqual({ facts: { viewport: { width: 390 } } });
    expect(checkFactsText('{"viewprt": {}}')).toEqual({ errors: [expect.stringMatching(/^facts \/viewprt: unknown property "viewprt" \(did you mean "viewport"\?\)/)] });
    expect(checkFactsText('{"site": 5}')).toEqual({ errors: [expect.stringMatching(/^facts \/site: no site has id 5: one of 0 \(main\), 11 \(au\), 14 \(bs\), /)] });
    expect(checkFactsText('{"viewport": {"width": "wide"}}')).toEqual({ errors: ['facts /viewport/width: must be of type number'] });
    const broken = checkFactsText('{"site": 0,');
    expect('errors' in broken && broken.errors[0]).toMatch(/^facts: not valid JSON: /);
    expect(checkFactsText('[1]')).toEqual({ errors: ['facts /: must be a JSON object'] });
  });

  it('copy as scenario: a scenario file the schema accepts and the engine passes', () => {
    const engine = loadEngine();
    const facts = { ...gathered, viewport: { width: 390 }, now: '2026-06-15T12:00:00.000Z' };
    const decisions = engine.decide(facts).decisions as unknown as Record<string, unknown>;
    const body = JSON.parse(scenarioBody(facts, decisions, 'appDownloadBar')) as { facts: object; expect: Record<string, unknown>; tags: string[]; name: string };
    const validate = new SchemaSet(join(repoRoot, 'schemas')).validatorFor('scenario.schema.json')!;
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body.tags).toEqual(['appDownloadBar']);
    expect(body.name).toBe('appDownloadBar on /help (from the policy inspector)');
    expect(body.expect.appDownloadBar).toBe(true);
    expect(engine.decide(body.facts).decisions).toEqual(body.expect);
  });
});
