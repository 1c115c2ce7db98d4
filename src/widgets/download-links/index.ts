/** The download link a page offers, from the page download links config and the IP location (SPEC sections 3, 7, 8). */
export { useDownloadLink } from './useDownloadLink';
