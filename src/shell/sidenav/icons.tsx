import type { ComponentType, SVGProps } from 'react';
import { DepositIcon, SlidersIcon } from '../../ui/icons/icons';
import { GiftIcon, GridIcon, IdCardIcon, LayersIcon, LockIcon, PeopleIcon, TicketIcon, TrophyIcon, WalletIcon, WithdrawIcon } from '../../ui/icons/moreIcons';

/** Icon names the menu config may use. */
const ICONS: Readonly<Record<string, ComponentType<SVGProps<SVGSVGElement>>>> = {
  overview: GridIcon,
  wallet: WalletIcon,
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  lock: LockIcon,
  kyc: IdCardIcon,
  coupons: GiftIcon,
  tickets: TicketIcon,
  subaccounts: LayersIcon,
  referral: PeopleIcon,
  rewards: TrophyIcon,
  settings: SlidersIcon,
};

export function NavIcon({ name }: { name: string | undefined }) {
  const Icon = (name && ICONS[name]) || GridIcon;
  return <Icon className="sidenav__icon" />;
}
