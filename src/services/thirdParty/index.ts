/** Third-party scripts (tag manager, pixel) where site config names them and bigData allows. Mounted by the shell. */
export { ThirdPartyScripts } from './ThirdPartyScripts';
