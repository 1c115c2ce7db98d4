/**
 * From API answers to the engine's facts (schemas/facts.schema.json: user, compliance,
 * declaration, referral). The response schemas are open (servers add fields); the facts schema
 * is closed. These functions copy only the fields facts knows, so whatever a server adds never
 * reaches the engine, and a default (null, or an empty compliance) becomes the facts' defaults.
 */
import type { Facts } from '../../generated/types/facts';
import type { ApiMenuNode, ComplianceCheck, RebateUserInfo, TextLink, UserInfo } from '../../generated/validators';
import type { DeclarationState } from './compliance';

export type UserFacts = NonNullable<Facts['user']>;
export type ComplianceFacts = NonNullable<Facts['compliance']>;
export type DeclarationFacts = NonNullable<Facts['declaration']>;
export type ReferralFacts = NonNullable<Facts['referral']>;
type MenuNodeFacts = NonNullable<ComplianceFacts['menu']>[number];
type TipsPath = NonNullable<NonNullable<ComplianceFacts['tips']>['path']>[number];

/** The keys of `source` that `keys` names and that are set, nothing else. */
function pick<K extends string>(source: object | undefined, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  if (source === undefined || source === null) return out;
  for (const key of keys) {
    const value = (source as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * facts.user from the login user. `isLogin` comes from the cookies (isLoggedInFromCookies), not
 * from the answer; `loading` while the query runs.
 */
export function userFacts(info: UserInfo | null, isLogin: boolean, loading = false): UserFacts {
  const facts: UserFacts = { isLogin, clientLoading: loading };
  if (info === null || !isLogin) return facts;
  facts.uid = String(info.uid);
  if (info.nickname !== undefined) facts.nickname = info.nickname;
  if (info.verified !== undefined) facts.verified = info.verified;
  // As the server says; never derived from `verified` here: which levels count as verified is
  // the policies' rule (the kyc2Verified condition in policies/conditions.json), written once.
  if (info.isCompletedKYC2 !== undefined) facts.isCompletedKYC2 = info.isCompletedKYC2;
  if (info.kyc_status !== undefined) facts.kyc_status = info.kyc_status;
  if (info.country !== undefined) facts.country = info.country;
  if (info.is_sub !== undefined) facts.is_sub = info.is_sub;
  if (info.tier !== undefined) facts.tier = info.tier;
  if (info.total_usd !== undefined && info.total_usd !== '') {
    const total = Number(info.total_usd);
    if (Number.isFinite(total)) facts.total_usd = total;
  }
  return facts;
}

const LIMIT_KEYS = [
  'is_uk_limit',
  'brazil_toast',
  'is_nl_limit',
  'is_italy_limit',
  'ltw_toast',
  'is_uzbekistan_toast',
  'is_show_compliance_tips',
  'is_blocked_country',
  'is_us_toast',
  'is_main',
  'is_uk_ip',
  'is_au_ip',
  'is_jp_toast',
  'is_ae_toast',
  'is_eu_toast',
  'limit_country',
] as const;
const GRAY_TAX_KEYS = ['is_show', 'can_close', 'title', 'content', 'btn_text', 'url'] as const;
const TOAST_KEYS = ['is_hk_user', 'is_withdraw_only_user', 'limit_country_user_status'] as const;
const KYC_TOAST_KEYS = [
  'show_kyc_upgrade_notice',
  'is_risk_user',
  'risk_user_guide_frequency',
  'risk_user_guide_cookie_key',
  'risk_user_guide_msg',
  'risk_user_guide_be_closed',
  'risk_user_guide_url',
] as const;
const TIPS_KEYS = ['title', 'content', 'ok_button', 'ok_button_router', 'enable'] as const;
const TIPS_PATHS: ReadonlySet<string> = new Set<TipsPath>(['register', 'home', 'login']);

function menuFacts(nodes: readonly ApiMenuNode[]): MenuNodeFacts[] {
  return nodes.map((node) => {
    const out: MenuNodeFacts = { code: node.code };
    if (node.hidden !== undefined) out.hidden = node.hidden;
    if (node.child !== undefined) out.child = menuFacts(node.child);
    return out;
  });
}

function textLinks(links: readonly TextLink[] | undefined): { key?: string; link?: string }[] {
  return (links ?? []).map((l) => pick(l, ['key', 'link']) as { key?: string; link?: string });
}

/** facts.compliance from the compliance check (the default, COMPLIANCE_DEFAULT, gives no menu, no flags). */
export function complianceFacts(check: ComplianceCheck): ComplianceFacts {
  const facts: ComplianceFacts = {};
  if (check.menu) facts.menu = menuFacts(check.menu);
  if (check.business) facts.business = check.business.map((notice) => ({ ...notice }));
  if (check.limit) {
    const limit = pick(check.limit, LIMIT_KEYS) as NonNullable<ComplianceFacts['limit']>;
    if (check.limit.gray_tax_area_toast) {
      limit.gray_tax_area_toast = pick(check.limit.gray_tax_area_toast, GRAY_TAX_KEYS) as NonNullable<
        NonNullable<ComplianceFacts['limit']>['gray_tax_area_toast']
      >;
    }
    facts.limit = limit;
  }
  if (check.toast) {
    const toast = pick(check.toast, TOAST_KEYS) as NonNullable<ComplianceFacts['toast']>;
    if (check.toast.kyc_toast) {
      toast.kyc_toast = pick(check.toast.kyc_toast, KYC_TOAST_KEYS) as NonNullable<
        NonNullable<ComplianceFacts['toast']>['kyc_toast']
      >;
    }
    facts.toast = toast;
  }
  if (check.tips) {
    const tips = pick(check.tips, TIPS_KEYS) as NonNullable<ComplianceFacts['tips']>;
    if (check.tips.text_link) tips.text_link = textLinks(check.tips.text_link);
    // Unknown page names are dropped rather than rejected (facts allows register, home, login).
    if (check.tips.path) tips.path = check.tips.path.filter((p): p is TipsPath => TIPS_PATHS.has(p));
    if (check.tips.options?.maxCount !== undefined) tips.options = { maxCount: check.tips.options.maxCount };
    facts.tips = tips;
  }
  return facts;
}

/** facts.declaration from the declaration status (the default, status 0, is "unknown"). */
export function declarationFacts(state: DeclarationState): DeclarationFacts {
  return { status: state.status };
}

/** facts.referral from the referral info (null gives the defaults: a normal user). */
export function referralFacts(info: RebateUserInfo | null): ReferralFacts {
  if (info === null) return {};
  return pick(info, ['agency_type', 'kol_code', 'encrypted_uid']) as ReferralFacts;
}
