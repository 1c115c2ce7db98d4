import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { stripLocale } from '../../i18n/localePaths';
import { viewportWidthAtom } from '../../facts';
import { AppLink } from '../../ui/AppLink';
import { ChevronDownIcon } from '../../ui/icons/icons';
import { CollapseIcon, ExpandIcon } from '../../ui/icons/moreIcons';
import { NavIcon } from './icons';
import { SIDENAV_TEXT } from './labels';
import {
  ancestorIds,
  findActiveId,
  itemById,
  parseExpanded,
  SIDENAV_VARIANTS,
  sideNavMode,
  sideNavWidth,
  withIds,
  type IdentifiedItem,
  type SideNavItem,
  type SideNavVariant,
} from './model';
import './sidenav.css';

export interface SideNavProps {
  /** The menu tree (labels are message ids of labels.ts, or translated text). */
  items: readonly SideNavItem[];
  /** Accessible name of the navigation landmark. Default "Account". */
  label?: string;
  /** Breakpoint variant; the newer one (1248/768, 288/256/96) by default. */
  variant?: SideNavVariant;
  /** Key under which the expanded groups are remembered (localStorage `sidenav.<key>.groups`). */
  storageKey?: string;
}

function readStored(key: string): string[] | undefined {
  try {
    return parseExpanded(window.localStorage.getItem(key));
  } catch {
    return undefined;
  }
}

function writeStored(key: string, ids: readonly string[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // storage blocked: remembered for this page only
  }
}

/**
 * Side navigation for account-style pages (SPEC section 2, side navigation): the menu tree with
 * ids like 0-1-2, the active item by route or alternative routes, icons only when collapsed
 * (children in a hover popup), a dropdown bar on narrow screens, and a collapse toggle; the
 * groups a visitor opened are remembered in localStorage.
 */
function SideNav({ items, label, variant = 'newer', storageKey = 'account' }: SideNavProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const localize = useLocalizedPath();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const width = useAtomValue(viewportWidthAtom);
  const tree = useMemo(() => withIds(items), [items]);
  const activeId = findActiveId(tree, stripLocale(pathname));
  const activeParents = useMemo(() => (activeId ? ancestorIds(activeId) : []), [activeId]);
  const groupsKey = `sidenav.${storageKey}.groups`;

  // The toggle applies within the band it was used in (collapsed-by-default or not); crossing
  // the collapse breakpoint returns to the default for the new width.
  const metrics = SIDENAV_VARIANTS[variant];
  const band = width <= metrics.collapseAt ? 'narrow' : 'wide';
  const [toggle, setToggle] = useState<{ band: string; mode: 'expanded' | 'collapsed' } | null>(null);
  const mode = sideNavMode(width, variant, toggle?.band === band ? toggle.mode : undefined);
  const px = sideNavWidth(width, variant, mode);

  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(readStored(groupsKey) ?? activeParents));
  // Popups and the dropdown panel close when the page or the layout changes: each remembers
  // where it was opened and counts as closed anywhere else.
  const here = `${pathname}|${mode}`;
  const [popupAt, setPopupAt] = useState<{ id: string; at: string } | null>(null);
  const popup = popupAt?.at === here ? popupAt.id : null;
  const setPopup = (update: string | null | ((current: string | null) => string | null)) => {
    const next = typeof update === 'function' ? update(popup) : update;
    setPopupAt(next === null ? null : { id: next, at: here });
  };
  const [barOpenAt, setBarOpenAt] = useState<string | null>(null);
  const barOpen = barOpenAt === here;
  const setBarOpen = (value: boolean | ((current: boolean) => boolean)) => {
    const next = typeof value === 'function' ? value(barOpen) : value;
    setBarOpenAt(next ? here : null);
  };
  const barId = useId();

  const text = useCallback(
    (key: string) => {
      const message = SIDENAV_TEXT[key];
      return message ? i18n._(message) : key;
    },
    [i18n],
  );

  const toggleGroup = (id: string) => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      writeStored(groupsKey, [...next]);
      return next;
    });
  };

  const isActiveBranch = (item: IdentifiedItem) => item.id === activeId || activeParents.includes(item.id);

  const leaf = (item: IdentifiedItem, depth: number, onNavigate?: () => void): ReactNode => (
    <AppLink
      href={localize(item.href ?? '/')}
      className={`sidenav__link sidenav__link--d${depth}`}
      aria-current={item.id === activeId ? 'page' : undefined}
      data-id={item.id}
      onClick={onNavigate}
    >
      {depth === 0 && <NavIcon name={item.icon} />}
      <span className="sidenav__text">{text(item.label)}</span>
    </AppLink>
  );

  /** The full tree, as the expanded nav and the dropdown panel show it. */
  const fullTree = (list: readonly IdentifiedItem[], depth: number, allOpen: boolean): ReactNode => (
    <ul className={depth === 0 ? 'sidenav__list' : 'sidenav__sublist'}>
      {list.map((item) => {
        if (!item.children?.length) return <li key={item.id}>{leaf(item, depth, () => setBarOpen(false))}</li>;
        const isOpen = allOpen || open.has(item.id);
        const childrenId = `${barId}-${item.id}`;
        return (
          <li key={item.id} className="sidenav__group">
            {allOpen ? (
              <p className={`sidenav__heading sidenav__link--d${depth}`} data-id={item.id}>
                {depth === 0 && <NavIcon name={item.icon} />}
                <span className="sidenav__text">{text(item.label)}</span>
              </p>
            ) : (
              <button
                type="button"
                className={`sidenav__link sidenav__link--d${depth} sidenav__toggle-group`}
                aria-expanded={isOpen}
                aria-controls={childrenId}
                data-id={item.id}
                data-active-branch={isActiveBranch(item) || undefined}
                onClick={() => toggleGroup(item.id)}
              >
                {depth === 0 && <NavIcon name={item.icon} />}
                <span className="sidenav__text">{text(item.label)}</span>
                <ChevronDownIcon className="sidenav__chevron" />
              </button>
            )}
            <div id={childrenId} hidden={!isOpen}>
              {fullTree(item.children, depth + 1, allOpen)}
            </div>
          </li>
        );
      })}
    </ul>
  );

  const closePopupOnBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPopup(null);
  };
  const closePopupOnEscape = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    if (event.key === 'Escape' && popup === id) {
      event.stopPropagation();
      setPopup(null);
      event.currentTarget.querySelector<HTMLElement>('.sidenav__rail-item')?.focus();
    }
  };

  /** Icons only; each group's children in a popup on hover or focus. */
  const rail = (
    <ul className="sidenav__list sidenav__rail">
      {tree.map((item) => {
        const name = text(item.label);
        const hasChildren = Boolean(item.children?.length);
        const popupId = `${barId}-popup-${item.id}`;
        return (
          <li
            key={item.id}
            className="sidenav__rail-entry"
            onPointerEnter={() => setPopup(item.id)}
            onPointerLeave={() => setPopup((current) => (current === item.id ? null : current))}
            onBlur={closePopupOnBlur}
            onKeyDown={(e) => closePopupOnEscape(e, item.id)}
          >
            {hasChildren ? (
              <button
                type="button"
                className="sidenav__rail-item"
                aria-label={name}
                aria-expanded={popup === item.id}
                aria-controls={popupId}
                data-id={item.id}
                data-active-branch={isActiveBranch(item) || undefined}
                onClick={() => setPopup((current) => (current === item.id ? null : item.id))}
              >
                <NavIcon name={item.icon} />
              </button>
            ) : (
              <AppLink
                href={localize(item.href ?? '/')}
                className="sidenav__rail-item"
                aria-label={name}
                aria-current={item.id === activeId ? 'page' : undefined}
                data-id={item.id}
                onFocus={() => setPopup(item.id)}
              >
                <NavIcon name={item.icon} />
              </AppLink>
            )}
            {popup === item.id && (
              <div id={popupId} className="sidenav__popup" role={hasChildren ? 'group' : 'tooltip'} aria-label={name} data-testid="sidenav-popup">
                <p className="sidenav__popup-title">{name}</p>
                {hasChildren && item.children && fullTree(item.children, 1, true)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  const navLabel = label ?? t`Account`;
  const current = itemById(tree, activeId);

  if (mode === 'dropdown') {
    return (
      <nav className={`sidenav sidenav--${variant} sidenav--dropdown`} aria-label={navLabel} data-testid="sidenav" data-mode="dropdown">
        <button
          type="button"
          className="sidenav__bar"
          aria-expanded={barOpen}
          aria-controls={`${barId}-panel`}
          onClick={() => setBarOpen((value) => !value)}
          data-testid="sidenav-bar"
        >
          <NavIcon name={(current && itemById(tree, current.id.split('-')[0])?.icon) ?? undefined} />
          <span className="sidenav__text">{current ? text(current.label) : navLabel}</span>
          <ChevronDownIcon className="sidenav__chevron" />
        </button>
        <div id={`${barId}-panel`} className="sidenav__panel" hidden={!barOpen}>
          {fullTree(tree, 0, true)}
        </div>
      </nav>
    );
  }

  const collapsed = mode === 'collapsed';
  return (
    <nav
      className={`sidenav sidenav--${variant} sidenav--${mode}`}
      aria-label={navLabel}
      style={{ width: px, flexBasis: px }}
      data-testid="sidenav"
      data-mode={mode}
    >
      {collapsed ? rail : fullTree(tree, 0, false)}
      <button
        type="button"
        className="sidenav__collapse"
        onClick={() => setToggle({ band, mode: collapsed ? 'expanded' : 'collapsed' })}
        aria-label={collapsed ? t`Expand navigation` : t`Collapse navigation`}
        title={collapsed ? t`Expand navigation` : t`Collapse navigation`}
        data-testid="sidenav-toggle"
      >
        {collapsed ? <ExpandIcon /> : <CollapseIcon />}
        {!collapsed && (
          <span className="sidenav__text">
            <Trans>Collapse</Trans>
          </span>
        )}
      </button>
    </nav>
  );
}

/** The account pages' frame: the side navigation beside (or, on narrow screens, above) the content. */
export function SideNavLayout({ children, ...nav }: SideNavProps & { children: ReactNode }) {
  return (
    <div className="sidenav-layout">
      <SideNav {...nav} />
      <div className="sidenav-layout__content">{children}</div>
    </div>
  );
}
