/**
 * The people the mocked backend can be talking to (issue 3, section 4). Each persona implies its
 * responses: user info, KYC status, compliance check (together with the site), declaration,
 * user agreement, VIP tier, referral info, totals, fund-password frequency.
 *
 * Demo credentials: every account logs in with DEMO_PASSWORD; the account
 * `<persona id>@demo.exchange.example` (e.g. kyc3@demo.exchange.example) becomes that persona, any
 * other account becomes kyc2. The fund password is DEMO_FUND_PASSWORD and the authenticator code
 * DEMO_TOTP, except for kyc0 and kyc1 (new accounts: neither). These are the defaults of each
 * account's security record (./exchange/security, docs/account-security.md): a password the user
 * changes replaces them until the demo account is reset.
 */
import type {
  ApiMenuNode,
  BusinessNotice,
  ComplianceCheck,
  RebateUserInfo,
  SubUserType,
  UserInfo,
  UserSettings,
  VipTier,
} from '../generated/validators';

export const DEMO_PASSWORD = 'Passw0rd!';
export const DEMO_FUND_PASSWORD = 'Fund#2468';
export const DEMO_TOTP = '246810';
export const DEMO_ACCOUNT_DOMAIN = 'demo.exchange.example';

export const PERSONA_IDS = [
  'visitor',
  'kyc0',
  'kyc1',
  'kyc2',
  'kyc3',
  'riskUser',
  'withdrawOnly',
  'hongKong',
  'turkeyMustSign',
  'subAccount',
  'ukLimited',
] as const;

export type PersonaId = (typeof PERSONA_IDS)[number];

export function isPersonaId(value: string): value is PersonaId {
  return (PERSONA_IDS as readonly string[]).includes(value);
}

/** Persona-specific parts of the compliance check (the site supplies the rest, see complianceFor). */
interface ComplianceTraits {
  readonly limit?: NonNullable<ComplianceCheck['limit']>;
  readonly toast?: NonNullable<ComplianceCheck['toast']>;
  readonly tips?: NonNullable<ComplianceCheck['tips']>;
  /** Menu codes hidden for this person on top of the site's. */
  readonly hiddenCodes?: readonly string[];
}

export interface Persona {
  readonly id: PersonaId;
  /** For the dev panel. */
  readonly label: string;
  readonly description: string;
  /** sub_website_id the persona belongs to: a link reproducing it carries ?site=<this>. */
  readonly site: number;
  /** null for personas that are not logged in (visitor, ukLimited): their traits are IP-based. */
  readonly user: UserInfo | null;
  readonly kycStatus: number;
  readonly compliance: ComplianceTraits;
  /** Footer tips (business compliance check, type footer_tips). */
  readonly footerTips: readonly BusinessNotice[];
  /** The 24 h cool-down end reminder. */
  readonly coolDownReminder: readonly BusinessNotice[];
  /** Turkey declaration at the start: 1 must sign, 2 signed, 0 not applicable. */
  readonly declarationStatus: number;
  /** User agreement at the start: 1 must accept, 0 nothing to accept. */
  readonly agreementStatus: number;
  readonly vip: VipTier | null;
  /** A VIP popup event, if any. */
  readonly vipPopup?: 'VIP_EXPIRED' | 'VIP_INACTIVE' | 'VIP_UPGRADED';
  readonly rebate: RebateUserInfo;
  readonly subUserType: SubUserType;
  readonly funds: { readonly total_btc: string; readonly total_usd: string };
  readonly totalAssets: string;
  /** Fund-password frequency at the start: 1 one hour, 2 every time, 0 never. */
  readonly frequency: 0 | 1 | 2;
  /** As the server sends it: an object, or (to exercise the client's parsing) a JSON string. */
  readonly userConfig: UserSettings | string;
  /** A download reward task for this person (SPEC section 3). */
  readonly hasDownloadTask: boolean;
}

const RISK_MESSAGE =
  '<p>Following a recent review of your account, some services are limited. Please complete the additional verification to restore them.</p>';

function user(uid: number, nickname: string, verified: number, extra: Partial<UserInfo> = {}): UserInfo {
  return {
    uid,
    nickname,
    country: 230,
    verified,
    // The backend's own flag, as a real answer carries it (0/1): KYC2 done at level 2 and above.
    isCompletedKYC2: verified === 1 || verified === 4 || verified === 3 ? 1 : 0,
    is_sub: 0,
    nickname_source: 'user',
    user_info: {
      avatar: `/images/avatars/${uid % 8}.png`,
      birthday: '',
      from_channel: 'web',
      nft_id: 0,
      nick: nickname,
      nick_en: nickname,
      sex: 0,
      uid,
    },
    kyc_status: verified === 0 ? 0 : 1,
    tier: 0,
    phone: '+44 ****4821',
    email: `${nickname.toLowerCase().replace(/\s+/g, '.')}@****.example`,
    third_part_login: 0,
    encrypted_uid: `U${(uid * 7919).toString(36).toUpperCase()}`,
    flag: 0,
    login2: 1,
    ...extra,
  };
}

const loggedInBase = {
  site: 0,
  compliance: {},
  footerTips: [],
  coolDownReminder: [],
  declarationStatus: 0,
  agreementStatus: 0,
  vip: { tier: 0, expire_time: 0 },
  rebate: { kol_code: '', encrypted_uid: '', agency_type: 0 },
  subUserType: { type: 1, sub_type: 0 },
  funds: { total_btc: '0.01834', total_usd: '1785.33' },
  totalAssets: '1785.33',
  frequency: 1,
  userConfig: { theme: 'dark', rise_fall: 'green_up', currency: 'USD', lang: 'en' },
  hasDownloadTask: false,
} satisfies Partial<Persona>;

export const PERSONAS: Readonly<Record<PersonaId, Persona>> = {
  visitor: {
    ...loggedInBase,
    id: 'visitor',
    label: 'Visitor',
    description: 'Logged out. Sees sign-up offers, the download reward, no account overlays.',
    user: null,
    kycStatus: 0,
    vip: null,
    funds: { total_btc: '0', total_usd: '0' },
    totalAssets: '0',
    hasDownloadTask: true,
  },
  kyc0: {
    ...loggedInBase,
    id: 'kyc0',
    label: 'Logged in, KYC level 0',
    description: 'New account, not verified: KYC bar and the KYC-upgrade notice.',
    user: user(10_400_001, 'Newcomer', 0),
    kycStatus: 0,
    compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: 1 } } },
    coolDownReminder: [
      {
        title: 'Your cooling-off period has ended',
        content: '<p>Your 24-hour cooling-off period has ended. You can now make your first investment.</p>',
        ok_button: 'Continue',
        cancel_button: 'Later',
        ok_button_router: '/trade/BTC_USDT',
        type: '24h_cool_down_end_reminder',
      },
    ],
    funds: { total_btc: '0', total_usd: '0' },
    totalAssets: '0',
    frequency: 2,
    hasDownloadTask: true,
  },
  kyc1: {
    ...loggedInBase,
    id: 'kyc1',
    label: 'Logged in, KYC level 1',
    description: 'Verified at level 1 (verified 2): still below KYC2, so the bar shows; must accept the updated user agreement.',
    user: user(10_400_002, 'Level One', 2),
    kycStatus: 2,
    compliance: { toast: { kyc_toast: { show_kyc_upgrade_notice: 1 } } },
    agreementStatus: 1,
    funds: { total_btc: '0.00412', total_usd: '401.06' },
    totalAssets: '401.06',
  },
  kyc2: {
    ...loggedInBase,
    id: 'kyc2',
    label: 'Logged in, KYC level 2',
    description: 'Verified at level 2 (verified 1): no KYC bar. Its user config arrives as a JSON string.',
    user: user(10_400_003, 'Trader Two', 1, { tier: 1 }),
    kycStatus: 1,
    vip: { tier: 1, expire_time: 1_798_761_600 },
    rebate: { kol_code: 'TRADER2', encrypted_uid: 'U2Q9K7', agency_type: 1 },
    funds: { total_btc: '0.28431', total_usd: '27675.46' },
    totalAssets: '27675.46',
    userConfig: '{"theme":"light","rise_fall":"green_up","currency":"USD","lang":"en"}',
  },
  kyc3: {
    ...loggedInBase,
    id: 'kyc3',
    label: 'Logged in, KYC level 3 (VIP)',
    description: 'Fully verified (verified 4), VIP 3 just upgraded: the VIP popup; a partner for referral.',
    user: user(10_400_004, 'Whale Three', 4, { tier: 3 }),
    kycStatus: 4,
    vip: { tier: 3, expire_time: 1_801_353_600 },
    vipPopup: 'VIP_UPGRADED',
    rebate: { kol_code: 'WHALE3', encrypted_uid: 'U3W8H1', agency_type: 3 },
    funds: { total_btc: '12.73305', total_usd: '1239447.90' },
    totalAssets: '1239447.90',
  },
  riskUser: {
    ...loggedInBase,
    id: 'riskUser',
    label: 'Risk user',
    description: 'Flagged by risk control: the risk notice (every 24 h, closable) takes precedence over the KYC notice.',
    user: user(10_400_005, 'Flagged', 1),
    kycStatus: 1,
    compliance: {
      toast: {
        kyc_toast: {
          show_kyc_upgrade_notice: 1,
          is_risk_user: 1,
          risk_user_guide_frequency: 24,
          risk_user_guide_cookie_key: 'risk_guide_seen',
          risk_user_guide_msg: RISK_MESSAGE,
          risk_user_guide_be_closed: 1,
          risk_user_guide_url: '/myaccount/kyc_home',
        },
      },
    },
  },
  withdrawOnly: {
    ...loggedInBase,
    id: 'withdrawOnly',
    label: 'Withdraw-only user',
    description: 'May only withdraw: sees the ticket-creation prompt.',
    user: user(10_400_006, 'Withdraw Only', 1),
    kycStatus: 1,
    compliance: { toast: { is_withdraw_only_user: 1, limit_country_user_status: 2 } },
  },
  hongKong: {
    ...loggedInBase,
    id: 'hongKong',
    label: 'Hong Kong user',
    description: 'A Hong Kong user on the main site: the Hong Kong dialog (24 h), no app-download bar.',
    user: user(10_400_007, 'HK Trader', 1, { country: 97 }),
    kycStatus: 1,
    compliance: {
      toast: { is_hk_user: 1 },
      hiddenCodes: ['futures', 'options', 'margin', 'copytrading', 'alpha', 'pilot', 'premint', 'pre-market', 'launchpool', 'startup', 'etf'],
    },
  },
  turkeyMustSign: {
    ...loggedInBase,
    id: 'turkeyMustSign',
    label: 'Turkey user who must sign',
    description: 'On the Turkey site (?site=177), has not signed the customer-understanding declaration (status 1).',
    site: 177,
    user: user(10_400_008, 'Ayşe', 1, { country: 223 }),
    kycStatus: 1,
    declarationStatus: 1,
    userConfig: { theme: 'light', rise_fall: 'green_up', currency: 'TRY', lang: 'tr' },
    funds: { total_btc: '0.05210', total_usd: '5071.54' },
    totalAssets: '5071.54',
  },
  subAccount: {
    ...loggedInBase,
    id: 'subAccount',
    label: 'Sub-account (managed)',
    description: 'A managed sub-account for asset management (type 4, sub_type 7).',
    user: user(10_400_009, 'Sub Desk 7', 1, { is_sub: 1 }),
    kycStatus: 1,
    subUserType: { type: 4, sub_type: 7 },
  },
  ukLimited: {
    ...loggedInBase,
    id: 'ukLimited',
    label: 'UK-limited visitor',
    description: 'Logged out, on a UK IP under the UK limit: no deposit alternatives, no app bar, restricted products, compliance tips, the UK footer notice.',
    user: null,
    kycStatus: 0,
    vip: null,
    funds: { total_btc: '0', total_usd: '0' },
    totalAssets: '0',
    compliance: {
      limit: { is_uk_limit: 1, is_uk_ip: 1, is_show_compliance_tips: 1 },
      tips: {
        title: 'Notice for UK residents',
        content: '<p>Some products are not available to UK residents. See {terms} for details.</p>',
        text_link: [{ key: 'terms', link: '/legal/terms-of-service' }],
        ok_button: 'I understand',
        ok_button_router: '/',
        enable: 1,
        path: ['home', 'register', 'login'],
        options: { maxCount: 3 },
      },
      hiddenCodes: ['futures', 'options', 'margin', 'copytrading', 'credit_paywith_card', 'bank_card', 'fiat_trade'],
    },
    footerTips: [
      {
        title: 'UK notice',
        content: '<p>Please note that this website is not directed at UK persons and we are not accepting new UK customers.</p>',
        ok_button: 'OK',
        type: 'footer_tips',
        no_close_button: 0,
      },
    ],
  },
};

/** Every feature code of config/compliance-features.json plus the deposit-menu codes. */
const MENU_CODES = [
  'futures',
  'options',
  'copytrading',
  'alpha',
  'margin',
  'credit_paywith_card',
  'bank_card',
  'fiat_trade',
  'earn',
  'launchpool',
  'startup',
  'pilot',
  'premint',
  'pre-market',
  'strategybot',
  'etf',
  'convert',
] as const;

const DERIVATIVES = ['futures', 'options', 'margin', 'copytrading', 'alpha', 'pilot', 'premint', 'pre-market', 'launchpool', 'startup', 'etf'];

/** Codes each regional site hides for everyone (plausible regional product ranges). */
const SITE_HIDDEN: Readonly<Record<number, readonly string[]>> = {
  232: [...DERIVATIVES, 'fiat_trade'],
  182: [...DERIVATIVES, 'strategybot'],
  83: [...DERIVATIVES, 'earn', 'fiat_trade'],
  71: [...DERIVATIVES, 'strategybot', 'earn', 'fiat_trade', 'credit_paywith_card'],
  11: [...DERIVATIVES],
};

/** The compliance check a persona gets on a site. */
export function complianceFor(persona: Persona, site: number): ComplianceCheck {
  const hidden = new Set([...(SITE_HIDDEN[site] ?? []), ...(persona.compliance.hiddenCodes ?? [])]);
  const node = (code: string): ApiMenuNode => ({ code, hidden: hidden.has(code) ? 1 : 0 });
  const nested = new Set(['margin', 'convert']);
  return {
    // Margin and convert sit under trade, as in the real menu tree (nodes with code, hidden, child).
    menu: [
      { code: 'trade', hidden: 0, child: [node('spot'), node('margin'), node('convert')] },
      ...MENU_CODES.filter((code) => !nested.has(code)).map(node),
    ],
    business: [],
    limit: { limit_country: '', ...persona.compliance.limit },
    toast: { is_hk_user: 0, is_withdraw_only_user: 0, limit_country_user_status: 0, ...persona.compliance.toast },
    tips: persona.compliance.tips ?? { enable: 0, path: [], options: { maxCount: 0 } },
  };
}

/** The persona an account name logs in as (see the file comment). */
export function personaForAccount(account: string): PersonaId {
  const [local, domain] = account.trim().toLowerCase().split('@');
  if (domain === DEMO_ACCOUNT_DOMAIN && local !== undefined) {
    const match = PERSONA_IDS.find((id) => id.toLowerCase() === local);
    if (match !== undefined && match !== 'visitor') return match;
  }
  return 'kyc2';
}

/** The uid and nickname cookies of a logged-in persona. */
export function sessionCookies(persona: Persona): { uid: string; nickname: string } | null {
  if (persona.user === null) return null;
  return { uid: String(persona.user.uid), nickname: persona.user.nickname ?? `user${String(persona.user.uid)}` };
}
