/**
 * The fund-wallet drawer's view model (Zag-style connect): a pure function from the drawer's
 * decisions to what it renders and what a pick does, testable without React.
 * - `depositDrawer` (policies/depositDrawer.json): the options, in config order, already
 *   filtered by site, compliance menu codes and conditions;
 * - `depositAlternatives` (policies/depositAlternatives.json): whether on-chain deposit first
 *   offers the deposit method modal (peer-to-peer, card, bank) instead of the deposit page.
 */
type DepositGroup = 'haveAssets' | 'noAssets';

export interface DrawerOption {
  id: string;
  href: string;
  /** A message id of config/deposit-drawer.json (features/deposit/labels.ts). */
  label: string;
  group: DepositGroup;
}

export interface DepositDrawerView {
  /** "I have assets" then "I don't have assets"; a group with no option is left out. */
  groups: { id: DepositGroup; options: DrawerOption[] }[];
  /** The engine has decided and nothing is offered here: the drawer shows its empty state. */
  empty: boolean;
  /** What picking an option does: open the method modal, or follow its link. */
  pick(option: DrawerOption): 'methodModal' | 'follow';
}

const GROUP_ORDER: readonly DepositGroup[] = ['haveAssets', 'noAssets'];

export function connectDepositDrawer(
  options: readonly DrawerOption[] | undefined,
  alternatives: boolean | undefined,
): DepositDrawerView {
  const list = options ?? [];
  return {
    groups: GROUP_ORDER.map((id) => ({ id, options: list.filter((option) => option.group === id) })).filter(
      (group) => group.options.length > 0,
    ),
    empty: options !== undefined && list.length === 0,
    pick: (option) => (option.id === 'onchain' && alternatives === true ? 'methodModal' : 'follow'),
  };
}
