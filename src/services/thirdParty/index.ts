/** Third-party scripts (tag manager, pixel) where site config names them and bigData allows. Mounted by the shell. */
export { ThirdPartyScripts } from './ThirdPartyScripts';
export { thirdPartyScripts, PIXEL_ORIGIN, TAG_MANAGER_ORIGIN, type ThirdPartyScript } from './scripts';
