/**
 * Marketing pages (SPEC section 2, other routes): /appdownload, /campaigns/... (download
 * rewards), /vip and /sale. Routes import the pages; nothing else depends on this area.
 */
export { AppDownloadPage, CampaignPage } from './AppDownloadPages';
export { VipPage, SalePage } from './PromoPages';
