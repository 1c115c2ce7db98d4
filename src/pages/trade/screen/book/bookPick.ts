/**
 * A price the trader picked on the order book (a click on a level): the order form takes it as
 * its limit price. The nonce makes a second click on the same level count again.
 */
import { atom } from 'jotai';

export interface BookPick {
  /** The level's price, formatted to the pair's tick (what the form's field shows). */
  readonly price: string;
  /** Which side of the book the level was on: a click on an ask suggests a buy, on a bid a sell. */
  readonly side: 'ask' | 'bid';
  readonly nonce: number;
}

export const bookPickAtom = atom<BookPick | null>(null);
