import type { ComponentType, SVGProps } from 'react';
import { GiftIcon, GridIcon, IdCardIcon, LayersIcon, LockIcon, TicketIcon, TrophyIcon, WithdrawIcon } from '../../ui/icons/accountIcons';
import { DepositIcon } from '../../ui/icons/actionIcons';
import { PeopleIcon, WalletIcon } from '../../ui/icons/paymentIcons';
import { SlidersIcon } from '../../ui/icons/preferenceIcons';

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
