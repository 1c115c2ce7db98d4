import type { ComponentType, SVGProps } from 'react';
import { BankIcon, CardIcon, ChainIcon, CodeIcon, PeopleIcon, SwapIcon, WalletIcon } from '../../ui/icons/paymentIcons';

const ICONS: Readonly<Record<string, ComponentType<SVGProps<SVGSVGElement>>>> = {
  onchain: ChainIcon,
  gatecode: CodeIcon,
  card: CardIcon,
  bank: BankIcon,
  p2p: PeopleIcon,
  buySell: SwapIcon,
  fiatDeposit: BankIcon,
};

/** The icon of a deposit option id (a wallet for ids this table does not know yet). */
export function OptionIcon({ id }: { id: string }) {
  const Icon = ICONS[id] ?? WalletIcon;
  return <Icon className="deposit-option__glyph" />;
}
