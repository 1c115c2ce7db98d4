/**
 * Side navigation model (SPEC section 2, side navigation; section 9 breakpoints). Pure: ids,
 * active item, layout mode and widths, unit-tested without a browser.
 *
 * - Ids are tree positions: "0" for the first top-level item, "0-1" for its second child,
 *   "0-1-2" for that one's third child.
 * - The active item is the one whose href or one of whose `activeRoutes` matches the current
 *   path (locale-free) with the longest pattern; `*` matches one segment, and a pattern also
 *   matches the paths below it.
 * - Two breakpoint variants: "newer" (default) collapses to icons at 1248px or less and becomes a
 *   dropdown bar at 768px or less, 288px wide (256px at 1024px or less) and 96px collapsed;
 *   "older" collapses at 1439px, dropdown at 992px, 300px wide and 104px collapsed.
 */
import { pathOf } from '../../lib/url';

export interface SideNavItem {
  /** Tree position id ("0-1-2"); assigned by `withIds` when absent. */
  id?: string;
  /** Message id of the label (see labels.ts), or text already translated. */
  label: string;
  /** Icon name (see icons.tsx); top-level items show it, and it is all a collapsed nav shows. */
  icon?: string;
  /** Locale-free path. A group may have none. */
  href?: string;
  /** Other paths that make this item active ("/myaccount/deposit/*"). */
  activeRoutes?: readonly string[];
  children?: readonly SideNavItem[];
}

export type IdentifiedItem = Omit<SideNavItem, 'children' | 'id'> & { id: string; children?: IdentifiedItem[] };

export type SideNavVariant = 'newer' | 'older';
export type SideNavMode = 'expanded' | 'collapsed' | 'dropdown';

export interface VariantMetrics {
  /** At this width or less the nav collapses to icons. */
  collapseAt: number;
  /** At this width or less it becomes a dropdown bar. */
  dropdownAt: number;
  expandedWidth: number;
  /** A narrower expanded width at or below `narrowAt` (newer variant). */
  narrowExpandedWidth?: number;
  narrowAt?: number;
  collapsedWidth: number;
}

export const SIDENAV_VARIANTS: Readonly<Record<SideNavVariant, VariantMetrics>> = {
  newer: { collapseAt: 1248, dropdownAt: 768, expandedWidth: 288, narrowExpandedWidth: 256, narrowAt: 1024, collapsedWidth: 96 },
  older: { collapseAt: 1439, dropdownAt: 992, expandedWidth: 300, collapsedWidth: 104 },
};

/** Give every item its tree-position id (kept when the config already has one). */
export function withIds(items: readonly SideNavItem[], parent?: string): IdentifiedItem[] {
  return items.map((item, index) => {
    const id = item.id ?? (parent === undefined ? String(index) : `${parent}-${index}`);
    const { children, ...rest } = item;
    return { ...rest, id, ...(children ? { children: withIds(children, id) } : {}) };
  });
}

/** Does `pattern` match `path`? Returns the pattern's specificity (its segment count) or -1. */
export function matchRoute(pattern: string, path: string): number {
  const want = pathOf(pattern).split('/').filter(Boolean);
  const have = pathOf(path).split('/').filter(Boolean);
  if (have.length < want.length) return -1;
  for (let i = 0; i < want.length; i++) {
    if (want[i] !== '*' && want[i] !== have[i]) return -1;
  }
  return want.length;
}

/** The active item's id for a locale-free path, or undefined. */
export function findActiveId(items: readonly IdentifiedItem[], path: string): string | undefined {
  let best: { id: string; score: number } | undefined;
  const visit = (list: readonly IdentifiedItem[]) => {
    for (const item of list) {
      const patterns = [...(item.href ? [item.href] : []), ...(item.activeRoutes ?? [])];
      for (const pattern of patterns) {
        const score = matchRoute(pattern, path);
        // Exact href matches beat prefix matches of the same length.
        const exact = pathOf(pattern) === pathOf(path) ? 0.5 : 0;
        if (score >= 0 && (!best || score + exact > best.score)) best = { id: item.id, score: score + exact };
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return best?.id;
}

/** The ids of an item's ancestors ("0-1-2" -> ["0", "0-1"]). */
export function ancestorIds(id: string): string[] {
  const parts = id.split('-');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('-'));
}

/** Find an item by id. */
export function itemById(items: readonly IdentifiedItem[], id: string | undefined): IdentifiedItem | undefined {
  if (id === undefined) return undefined;
  for (const item of items) {
    if (item.id === id) return item;
    const inside = item.children ? itemById(item.children, id) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The layout at a viewport width. `override` is the user's collapse toggle, which applies only
 * where the nav is not a dropdown.
 */
export function sideNavMode(width: number, variant: SideNavVariant, override?: 'expanded' | 'collapsed'): SideNavMode {
  const m = SIDENAV_VARIANTS[variant];
  if (width <= m.dropdownAt) return 'dropdown';
  if (override) return override;
  return width <= m.collapseAt ? 'collapsed' : 'expanded';
}

/** The nav's width in px for a mode at a viewport width (the dropdown bar spans the content). */
export function sideNavWidth(width: number, variant: SideNavVariant, mode: SideNavMode): number | undefined {
  const m = SIDENAV_VARIANTS[variant];
  if (mode === 'dropdown') return undefined;
  if (mode === 'collapsed') return m.collapsedWidth;
  if (m.narrowExpandedWidth !== undefined && m.narrowAt !== undefined && width <= m.narrowAt) return m.narrowExpandedWidth;
  return m.expandedWidth;
}

/** Parse the stored expanded-group ids; anything malformed counts as nothing stored. */
export function parseExpanded(raw: string | null | undefined): string[] | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string' && /^\d+(-\d+)*$/.test(v))) return value;
  } catch {
    // fall through
  }
  return undefined;
}
