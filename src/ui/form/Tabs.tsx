import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  readonly value: T;
  readonly label: ReactNode;
}

/**
 * In-page tabs (WAI-ARIA tabs pattern): a tablist whose selected tab alone is in the tab order,
 * arrow keys (mirrored right to left), Home and End move and select, and each tab controls the one
 * panel the caller renders with `panelProps(value)`. TabNav is the pattern for tabs that are links.
 */
export function useTabs<T extends string>(value: T, onChange: (value: T) => void) {
  const base = useId();
  const id = (v: T, part: 'tab' | 'panel') => `${base}-${part}-${v}`;
  return {
    tabId: (v: T) => id(v, 'tab'),
    panelProps: (v: T) => ({ id: id(v, 'panel'), role: 'tabpanel' as const, 'aria-labelledby': id(v, 'tab'), tabIndex: -1 }),
    value,
    onChange,
    id,
  };
}

export function TabList<T extends string>({
  label,
  tabs,
  tabsApi,
  className = 'ui-tabs',
  tabClassName = 'ui-tabs__tab',
  end,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  tabsApi: ReturnType<typeof useTabs<T>>;
  className?: string;
  tabClassName?: string;
  /** Controls after the tabs (a filter, a button), outside the tablist's roles. */
  end?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { value, onChange, id } = tabsApi;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const rtl = ref.current ? getComputedStyle(ref.current).direction === 'rtl' : false;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab.value);
    ref.current?.querySelector<HTMLElement>(`#${CSS.escape(id(tab.value, 'tab'))}`)?.focus();
  };
  const list = (
    <div ref={ref} className={end ? 'ui-tabs__list' : className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          id={id(tab.value, 'tab')}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          // Only the selected tab's panel is in the DOM: the others point nowhere.
          aria-controls={tab.value === value ? id(tab.value, 'panel') : undefined}
          tabIndex={tab.value === value ? 0 : -1}
          className={tabClassName}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
  if (!end) return list;
  return (
    <div className={`${className} ui-tabs--with-end`}>
      {list}
      <div className="ui-tabs__end">{end}</div>
    </div>
  );
}
