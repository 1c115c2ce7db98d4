/** The fields of a site config (config/sites/<key>.json) the shell reads before anything else. */
export interface ShellSite {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  readonly webSiteDomain: string;
  readonly defaultLang: string;
  readonly logo: { readonly light: string; readonly night: string };
  readonly hiddenThemeSwitch?: boolean;
}
