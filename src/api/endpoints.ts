/**
 * Every endpoint by id: for the table-driven tests, the dev panel and tools. Features import the
 * family modules (./marketing, ./user…) instead, so a route bundles only the validators it uses.
 */
import { loginEndpoint, oauthCallbackEndpoint, logoutEndpoint, signupEndpoint } from './auth';
import type { AnyEndpoint } from './client';
import {
  complianceCheckEndpoint,
  coolDownReminderEndpoint,
  declarationStatusEndpoint,
  declarationSubmitEndpoint,
  footerTipsEndpoint,
  ipPenetrationCheckEndpoint,
  userAgreementStatusEndpoint,
  userAgreementSubmitEndpoint,
} from './compliance';
import {
  coinIconWhitelistEndpoint,
  headerCommonEndpoint,
  ipLocationEndpoint,
  menuConfigEndpoint,
  pageDownloadLinksEndpoint,
  pageDownloadLinksV2Endpoint,
} from './config';
import {
  chartBarsEndpoint,
  chartEventsEndpoint,
  chartMarksEndpoint,
  chartSearchEndpoint,
  chartSymbolEndpoint,
  liquidationMapEndpoint,
  positionCloseEndpoint,
  positionReverseEndpoint,
  positionsEndpoint,
  positionTpslEndpoint,
} from './chart';
import { trendingStoriesEndpoint } from './content';
import {
  alphaTokenEndpoint,
  alphaTokensEndpoint,
  coinEndpoint,
  coinsEndpoint,
  leadTraderEndpoint,
  leadTradersEndpoint,
  startupProjectEndpoint,
  startupProjectsEndpoint,
} from './catalog';
import { deviceFingerprintEndpoint } from './device';
import type { EndpointId } from './endpointIds';
import { setTradePassFrequencyEndpoint, userFrequencyEndpoint } from './fundPassword';
import {
  alphaUserPlansEndpoint,
  experimentVariableEndpoint,
  downloadTaskEndpoint,
  homeStaticTradeDataEndpoint,
  newbiePrizeGuideEndpoint,
  newbiePrizePopupEndpoint,
  ogShowEndpoint,
  targetedPopupPlansEndpoint,
  taskEmbedRegisterEndpoint,
} from './marketing';
import { earnProductsEndpoint, marketTickersEndpoint } from './markets';
import { rebateUserInfoEndpoint, verifyInviteInfoEndpoint } from './referral';
import {
  kycStatusEndpoint,
  subUserTypeEndpoint,
  totalAssetsEndpoint,
  totalFundsEndpoint,
  userConfigEndpoint,
  userInfoEndpoint,
  vipTierEndpoint,
} from './user';


/** `satisfies` makes a missing or misspelt id a type error. */
export const ENDPOINTS = {
  downloadTask: downloadTaskEndpoint,
  taskEmbedRegister: taskEmbedRegisterEndpoint,
  ipLocation: ipLocationEndpoint,
  pageDownloadLinks: pageDownloadLinksEndpoint,
  pageDownloadLinksV2: pageDownloadLinksV2Endpoint,
  coinIconWhitelist: coinIconWhitelistEndpoint,
  footerTips: footerTipsEndpoint,
  coolDownReminder: coolDownReminderEndpoint,
  complianceCheck: complianceCheckEndpoint,
  headerCommon: headerCommonEndpoint,
  menuConfig: menuConfigEndpoint,
  userInfo: userInfoEndpoint,
  userConfig: userConfigEndpoint,
  kycStatus: kycStatusEndpoint,
  vipTier: vipTierEndpoint,
  subUserType: subUserTypeEndpoint,
  totalFunds: totalFundsEndpoint,
  totalAssets: totalAssetsEndpoint,
  userFrequency: userFrequencyEndpoint,
  setTradePassFrequency: setTradePassFrequencyEndpoint,
  targetedPopupPlans: targetedPopupPlansEndpoint,
  alphaUserPlans: alphaUserPlansEndpoint,
  ogShow: ogShowEndpoint,
  newbiePrizeGuide: newbiePrizeGuideEndpoint,
  newbiePrizePopup: newbiePrizePopupEndpoint,
  homeStaticTradeData: homeStaticTradeDataEndpoint,
  rebateUserInfo: rebateUserInfoEndpoint,
  verifyInviteInfo: verifyInviteInfoEndpoint,
  declarationStatus: declarationStatusEndpoint,
  declarationSubmit: declarationSubmitEndpoint,
  userAgreementStatus: userAgreementStatusEndpoint,
  userAgreementSubmit: userAgreementSubmitEndpoint,
  ipPenetrationCheck: ipPenetrationCheckEndpoint,
  login: loginEndpoint,
  oauthCallback: oauthCallbackEndpoint,
  logout: logoutEndpoint,
  signup: signupEndpoint,
  trendingStories: trendingStoriesEndpoint,
  marketTickers: marketTickersEndpoint,
  earnProducts: earnProductsEndpoint,
  chartSymbol: chartSymbolEndpoint,
  chartBars: chartBarsEndpoint,
  chartSearch: chartSearchEndpoint,
  chartMarks: chartMarksEndpoint,
  chartEvents: chartEventsEndpoint,
  liquidationMap: liquidationMapEndpoint,
  positions: positionsEndpoint,
  positionClose: positionCloseEndpoint,
  positionTpsl: positionTpslEndpoint,
  positionReverse: positionReverseEndpoint,
  experimentVariable: experimentVariableEndpoint,
  deviceFingerprint: deviceFingerprintEndpoint,
  alphaTokens: alphaTokensEndpoint,
  alphaToken: alphaTokenEndpoint,
  leadTraders: leadTradersEndpoint,
  leadTrader: leadTraderEndpoint,
  startupProjects: startupProjectsEndpoint,
  startupProject: startupProjectEndpoint,
  coins: coinsEndpoint,
  coin: coinEndpoint,
} as const satisfies Record<EndpointId, AnyEndpoint>;
