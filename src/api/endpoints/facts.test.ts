/**
 * API answers become valid engine facts (schemas/facts.schema.json), and every scenario's
 * facts.compliance is a valid compliance answer: the two schemas agree.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateComplianceCheckResponse, validateUserInfoResponse, type ComplianceCheck } from '../../generated/validators';
import { complianceFor, PERSONA_IDS, PERSONAS } from '../../mocks/personas';
import { COMPLIANCE_DEFAULT } from './compliance';
import { complianceFacts, declarationFacts, referralFacts, userFacts } from './facts';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const factsSchema = JSON.parse(readFileSync('schemas/facts.schema.json', 'utf8')) as object;
const validateFacts = ajv.compile(factsSchema);
/** The site ids of config/sites/ (a region is data: no list copied here). */
const SITES = readdirSync('config/sites')
  .filter((f) => f.endsWith('.json'))
  .map((f) => (JSON.parse(readFileSync(`config/sites/${f}`, 'utf8')) as { id: number }).id);

function expectValidFacts(facts: object): void {
  const valid = validateFacts(facts);
  expect(valid ? [] : validateFacts.errors).toEqual([]);
}

describe('complianceFacts', () => {
  it('turns every persona on every site into valid facts', () => {
    for (const id of PERSONA_IDS) {
      for (const site of SITES) {
        const answer = complianceFor(PERSONAS[id], site);
        expect(validateComplianceCheckResponse({ code: 0, data: answer })).toBe(true);
        expectValidFacts({ site, compliance: complianceFacts(answer) });
      }
    }
  });

  it('drops what facts does not know (new server fields, unknown tips pages)', () => {
    const answer = {
      menu: [{ code: 'futures', hidden: 1, name: 'Futures', icon: '/i.svg', child: [{ code: 'options', weight: 3 }] }],
      limit: { is_uk_limit: 1, is_new_region_flag: 1, gray_tax_area_toast: { is_show: 1, extra: 'x' } },
      toast: { is_hk_user: 0, kyc_toast: { is_risk_user: 1, new_field: true }, something: 1 },
      tips: { enable: 1, path: ['home', 'trade'], text_link: [{ key: 'k', link: '/l', color: 'red' }], options: { maxCount: 2, ttl: 5 } },
      future_section: {},
    } satisfies ComplianceCheck;
    expect(validateComplianceCheckResponse({ code: 0, data: answer })).toBe(true);
    const facts = complianceFacts(answer);
    expectValidFacts({ compliance: facts });
    expect(facts).toEqual({
      menu: [{ code: 'futures', hidden: 1, child: [{ code: 'options' }] }],
      limit: { is_uk_limit: 1, gray_tax_area_toast: { is_show: 1 } },
      toast: { is_hk_user: 0, kyc_toast: { is_risk_user: 1 } },
      tips: { enable: 1, path: ['home'], text_link: [{ key: 'k', link: '/l' }], options: { maxCount: 2 } },
    });
  });

  it('the failure default is "no menu, no flags"', () => {
    expect(complianceFacts(COMPLIANCE_DEFAULT)).toEqual({ menu: [], business: [], limit: {}, toast: {}, tips: {} });
  });

  it('every scenario\'s facts.compliance is a valid compliance answer', () => {
    const files = readdirSync('scenarios').filter((f) => f.endsWith('.json'));
    let checked = 0;
    for (const file of files) {
      const scenario = JSON.parse(readFileSync(`scenarios/${file}`, 'utf8')) as { facts: { compliance?: unknown } };
      if (scenario.facts.compliance === undefined) continue;
      checked++;
      const valid = validateComplianceCheckResponse({ code: 0, data: scenario.facts.compliance });
      expect({ file, valid, errors: valid ? null : validateComplianceCheckResponse.errors }).toMatchObject({ file, valid: true });
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('userFacts', () => {
  it('turns every persona\'s user info into valid facts', () => {
    for (const id of PERSONA_IDS) {
      const info = PERSONAS[id].user;
      if (info !== null) expect(validateUserInfoResponse({ code: 0, data: info })).toBe(true);
      const facts = userFacts(info, info !== null);
      expectValidFacts({ user: facts });
    }
  });

  it('passes the server\'s isCompletedKYC2 through and never derives it from verified', () => {
    const base = PERSONAS.kyc2.user;
    if (base === null) throw new Error('kyc2 has a user');
    // Which levels count as verified is the kyc2Verified policy condition's rule, not the data layer's.
    expect(userFacts({ ...base, verified: 1, isCompletedKYC2: undefined }, true).isCompletedKYC2).toBeUndefined();
    expect(userFacts({ ...base, isCompletedKYC2: 1 }, true).isCompletedKYC2).toBe(1);
    expect(userFacts({ ...base, isCompletedKYC2: false }, true).isCompletedKYC2).toBe(false);
    expect(userFacts({ ...base, total_usd: '1785.33' }, true).total_usd).toBe(1785.33);
  });

  it('a logged-out tab is a visitor whatever the answer says', () => {
    expect(userFacts(PERSONAS.kyc2.user, false)).toEqual({ isLogin: false, clientLoading: false });
    expect(userFacts(null, true, true)).toEqual({ isLogin: true, clientLoading: true });
  });
});

describe('declarationFacts and referralFacts', () => {
  it('copy the known fields', () => {
    expect(declarationFacts({ status: 1 })).toEqual({ status: 1 });
    expect(referralFacts(null)).toEqual({});
    const referral = referralFacts({ agency_type: 3, kol_code: 'WHALE3', encrypted_uid: 'U3', extra: 1 });
    expect(referral).toEqual({ agency_type: 3, kol_code: 'WHALE3', encrypted_uid: 'U3' });
    expectValidFacts({ referral, declaration: declarationFacts({ status: 2 }) });
  });
});
