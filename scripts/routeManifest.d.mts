/** Types of scripts/routeManifest.mjs (the build's route table, issue 39). */
export interface RouteManifest {
  readonly format: 1;
  /** The locale codes a path may start with (the source locale has no prefix). */
  readonly locales: readonly string[];
  /** The router's full paths, in its syntax (`/{-$locale}/trade/$pair`). */
  readonly routes: readonly string[];
}
export function routePathsFrom(routeTreeText: string): string[];
export function routeManifest(routeTreeText: string, locales: readonly string[]): RouteManifest;
export function routeMatcher(manifest: RouteManifest): (pathname: string) => boolean;
