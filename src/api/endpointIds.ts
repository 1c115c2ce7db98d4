/**
 * One id per API call of SPEC section 7 (plus the demo's auth, trending stories, markets and earn
 * calls). The ids name endpoints everywhere outside src/api: scenario files (`api`, `faults`,
 * schemas/scenario.schema.json#/$defs/endpointId, kept equal by a test), the mock state and its
 * URL parameters (`?fault.<id>=timeout`) and the dev panel. Renaming one is a breaking change.
 */
export const ENDPOINT_IDS = [
  'downloadTask',
  'taskEmbedRegister',
  'ipLocation',
  'pageDownloadLinks',
  'pageDownloadLinksV2',
  'coinIconWhitelist',
  'footerTips',
  'coolDownReminder',
  'complianceCheck',
  'headerCommon',
  'menuConfig',
  'userInfo',
  'userConfig',
  'kycStatus',
  'vipTier',
  'subUserType',
  'totalFunds',
  'totalAssets',
  'userFrequency',
  'setTradePassFrequency',
  'targetedPopupPlans',
  'alphaUserPlans',
  'ogShow',
  'newbiePrizeGuide',
  'newbiePrizePopup',
  'homeStaticTradeData',
  'rebateUserInfo',
  'verifyInviteInfo',
  'declarationStatus',
  'declarationSubmit',
  'userAgreementStatus',
  'userAgreementSubmit',
  'ipPenetrationCheck',
  'login',
  'oauthCallback',
  'logout',
  'signup',
  'trendingStories',
  'marketTickers',
  'earnProducts',
  'chartSymbol',
  'chartBars',
  'chartSearch',
  'chartMarks',
  'chartEvents',
  'liquidationMap',
  'positions',
  'positionTpsl',
  'positionReverse',
  'positionClose',
  'experimentVariable',
  'deviceFingerprint',
] as const;

export type EndpointId = (typeof ENDPOINT_IDS)[number];

export function isEndpointId(value: string): value is EndpointId {
  return (ENDPOINT_IDS as readonly string[]).includes(value);
}
