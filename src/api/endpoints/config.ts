/**
 * Site-level config calls (SPEC sections 3, 7): IP location, header common data, the menu and
 * business config, and the static JSON configs (page download links v1 and v2, coin icon
 * whitelist). Config calls time out after 5 s, not 20 (SPEC section 7).
 */
import {
  validateCoinIconWhitelist,
  validateHeaderCommonResponse,
  validateIpLocationResponse,
  validateMenuConfigResponse,
  validatePageDownloadLinks,
} from '../../generated/validatorLoaders';
import {
  type HeaderCommon as HeaderCommonAnswer,
  type MenuConfig as MenuConfigAnswer,
  type PageDownloadLinks,
} from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';

export type { PageDownloadLinks };

/** Header data with SPEC section 9's defaults filled in: every field the header reads is present. */
export type HeaderCommon = HeaderCommonAnswer &
  Required<
    Pick<
      HeaderCommonAnswer,
      | 'lang_list'
      | 'fiat_list'
      | 'curr_fiat'
      | 'currency_count'
      | 'curr_fiat_market_rates'
      | 'defaultBuyCryptoFiat'
      | 'defaultP2PFiat'
      | 'is_service_host'
    >
  >;

/** Menu and business config with both parts present. */
export type MenuConfig = MenuConfigAnswer & Required<Pick<MenuConfigAnswer, 'menu' | 'business'>>;

// --- IP location -----------------------------------------------------------------------------------

export interface IpLocation {
  /** ISO 3166-1 alpha-2, or '' when unknown. */
  readonly country_code: string;
}

/** SPEC section 8: IP location failure means the default download link: country_code ''. */
const IP_LOCATION_DEFAULT: IpLocation = /* @__PURE__ */ frozen({ country_code: '' });

export const ipLocationEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ipLocation',
  method: 'GET',
  path: PATHS.ipLocation,
  validate: validateIpLocationResponse,
  select: (body): IpLocation => ({ country_code: body.data.country_code.toUpperCase() }),
  fallback: IP_LOCATION_DEFAULT,
});
export const fetchIpLocation = /* @__PURE__ */ endpointFn(ipLocationEndpoint);

// --- Header common data (config) --------------------------------------------------------------------

/** SPEC section 9: default fiat USD, currency_count 2700. Answers are laid over these. */
const HEADER_COMMON_DEFAULT: HeaderCommon = /* @__PURE__ */ frozen({
  lang_list: [],
  fiat_list: [],
  curr_fiat: 'USD',
  currency_count: 2700,
  curr_fiat_market_rates: {},
  defaultBuyCryptoFiat: 'USD',
  defaultP2PFiat: 'USD',
  is_service_host: false,
});

export const headerCommonEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'headerCommon',
  method: 'GET',
  path: PATHS.headerCommon,
  timeout: 'config',
  validate: validateHeaderCommonResponse,
  // The display fiat: curr_fiat_market_rates answer in it (coin -> price in that fiat).
  query: (p: { fiat?: string }) => ({ fiat: p.fiat }),
  select: (body): HeaderCommon => ({ ...HEADER_COMMON_DEFAULT, ...body.data }),
  fallback: HEADER_COMMON_DEFAULT,
});
export const fetchHeaderCommon = /* @__PURE__ */ endpointFn(headerCommonEndpoint);

// --- Menu and business config (config) ---------------------------------------------------------------

/** SPEC section 8: empty config. */
const MENU_CONFIG_DEFAULT: MenuConfig = /* @__PURE__ */ frozen({ menu: [], business: {} });

export const menuConfigEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'menuConfig',
  method: 'GET',
  path: PATHS.menuConfig,
  timeout: 'config',
  validate: validateMenuConfigResponse,
  select: (body): MenuConfig => ({ ...MENU_CONFIG_DEFAULT, ...body.data }),
  fallback: MENU_CONFIG_DEFAULT,
});

// --- Static JSON (config) --------------------------------------------------------------------------------

/** SPEC section 8: empty config. */
const PAGE_DOWNLOAD_LINKS_DEFAULT: PageDownloadLinks = /* @__PURE__ */ frozen({});

export const pageDownloadLinksEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'pageDownloadLinks',
  method: 'GET',
  path: PATHS.pageDownloadLinks,
  timeout: 'config',
  envelope: 'none',
  validate: validatePageDownloadLinks,
  select: (body): PageDownloadLinks => body,
  fallback: PAGE_DOWNLOAD_LINKS_DEFAULT,
});
export const fetchPageDownloadLinks = /* @__PURE__ */ endpointFn(pageDownloadLinksEndpoint);

export const pageDownloadLinksV2Endpoint = /* @__PURE__ */ defineEndpoint({
  id: 'pageDownloadLinksV2',
  method: 'GET',
  path: PATHS.pageDownloadLinksV2,
  timeout: 'config',
  envelope: 'none',
  validate: validatePageDownloadLinks,
  select: (body): PageDownloadLinks => body,
  fallback: PAGE_DOWNLOAD_LINKS_DEFAULT,
});
export const fetchPageDownloadLinksV2 = /* @__PURE__ */ endpointFn(pageDownloadLinksV2Endpoint);

/** SPEC section 8: empty config (every coin uses the default icon, SPEC section 9). */
const COIN_ICON_WHITELIST_DEFAULT: readonly string[] = /* @__PURE__ */ frozen([]);

export const coinIconWhitelistEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'coinIconWhitelist',
  method: 'GET',
  path: PATHS.coinIconWhitelist,
  timeout: 'config',
  envelope: 'none',
  validate: validateCoinIconWhitelist,
  select: (body): readonly string[] => body,
  fallback: COIN_ICON_WHITELIST_DEFAULT,
});
export const fetchCoinIconWhitelist = /* @__PURE__ */ endpointFn(coinIconWhitelistEndpoint);
