/**
 * Support tickets on the account model (docs/account-services.md): stored with the account
 * (`ExchangeState.services`), so they survive a reload and go with "Reset demo account". Pure
 * functions over the state like ../exchange; the caller passes `now` (ms). Support answers a
 * ticket SUPPORT_REPLY_MS after the user's last message, on the demo clock (`advanceTickets`,
 * registered with the store by ./servicesApi).
 */
import { TICKETS } from '../../data/catalog';
import type { ExchangeState, Outcome, Owner } from '../types';
import { servicesOf, SERVICE_CODES, type TicketCategory, type TicketMessageRecord, type TicketRecord } from './servicesState';

/** Support's reply comes this long after the user's last message (ms of the demo clock). */
export const SUPPORT_REPLY_MS = 3 * 60_000;
/** The first ticket id of the demo (the fixed tickets are below it). */
const FIRST_TICKET = 58212;

export const SUBJECT_MIN = 5;
export const SUBJECT_MAX = 120;
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 4000;

const CATEGORIES: readonly TicketCategory[] = ['deposit', 'withdrawal', 'account', 'trading'];
const isCategory = (v: unknown): v is TicketCategory => typeof v === 'string' && (CATEGORIES as readonly string[]).includes(v);

/** Support's answer per category (server content, in English like the help centre's articles). */
const REPLIES: Readonly<Record<TicketCategory, string>> = {
  deposit: 'Thank you for writing. We have checked your deposit with our wallet team: please send us the transaction id (TxID) and the network you used, and we will credit it or tell you what holds it.',
  withdrawal: 'Thank you for writing. Your withdrawal is with our wallet team. Withdrawals are usually processed within 30 minutes; we will tell you here as soon as it leaves.',
  account: 'Thank you for writing. For your security we handle account changes after a short check: please confirm the e-mail address of your account in your reply.',
  trading: 'Thank you for writing. Our trading desk has looked at your orders. Please tell us the pair and the time of the order in question, and we will explain each fill.',
};

/** The demo's two older tickets, given to each account the first time it reads its tickets. */
const SEED_BODIES: Readonly<Record<string, readonly string[]>> = {
  'T-58211': ['I sent 250 USDT on TRC20 two hours ago and it is not in my account yet. The wallet shows the transfer as confirmed.', REPLIES.deposit],
  'T-57430': ['I have a new phone number and want to change the one on my account. How do I do that?', 'Your phone number is changed. You can also do it yourself under Security, Phone number.'],
};

export interface TicketListItem {
  id: string;
  subject: string;
  category: TicketCategory;
  status: TicketRecord['status'];
  updated: string;
}

export interface TicketThread extends TicketListItem {
  messages: { id: string; author: 'user' | 'support'; body: string; time: string }[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const fail = <T>(code: number, message: string): Outcome<T> => ({ code, message, data: null });
const success = <T>(data: T): Outcome<T> => ({ code: 0, message: 'success', data });

function seed(state: ExchangeState, owner: Owner): void {
  const services = servicesOf(state);
  if (services.seeded.includes(owner)) return;
  services.seeded.push(owner);
  for (const t of TICKETS) {
    const time = Date.parse(t.updated);
    const bodies = SEED_BODIES[t.id] ?? [t.subject];
    const messages: TicketMessageRecord[] = bodies.map((body, i) => ({ id: `${t.id}-${i + 1}`, author: i % 2 === 0 ? 'user' : 'support', body, time: time - (bodies.length - 1 - i) * SUPPORT_REPLY_MS }));
    services.tickets.unshift({ id: t.id, owner, subject: t.subject, category: t.category, status: t.status, create_time: messages[0]?.time ?? time, update_time: time, messages });
  }
}

const listItem = (t: TicketRecord): TicketListItem => ({ id: t.id, subject: t.subject, category: t.category, status: t.status, updated: iso(t.update_time) });
const thread = (t: TicketRecord): TicketThread => ({ ...listItem(t), messages: t.messages.map((m) => ({ id: m.id, author: m.author, body: m.body, time: iso(m.time) })) });

/** The owner's tickets, latest update first. */
export function ticketsOf(state: ExchangeState, owner: Owner): TicketListItem[] {
  seed(state, owner);
  return servicesOf(state)
    .tickets.filter((t) => t.owner === owner)
    .sort((a, b) => b.update_time - a.update_time)
    .map(listItem);
}

export function ticketThread(state: ExchangeState, owner: Owner, id: unknown): Outcome<TicketThread> {
  seed(state, owner);
  const ticket = servicesOf(state).tickets.find((t) => t.owner === owner && t.id === id);
  return ticket ? success(thread(ticket)) : fail(SERVICE_CODES.notFound, 'This ticket does not exist or is not yours.');
}

function messageProblem(body: unknown): string | null {
  if (typeof body !== 'string') return 'message is required.';
  const length = body.trim().length;
  if (length < MESSAGE_MIN) return `Describe the problem in at least ${MESSAGE_MIN} characters.`;
  if (length > MESSAGE_MAX) return `A message has at most ${MESSAGE_MAX} characters.`;
  return null;
}

/** A new ticket: category, subject and the first message; status open, support replies later. */
export function createTicket(state: ExchangeState, owner: Owner, req: { category?: unknown; subject?: unknown; message?: unknown }, now: number): Outcome<TicketThread> {
  seed(state, owner);
  if (!isCategory(req.category)) return fail(SERVICE_CODES.invalid, 'Choose a category: deposit, withdrawal, account or trading.');
  const subject = typeof req.subject === 'string' ? req.subject.trim() : '';
  if (subject.length < SUBJECT_MIN || subject.length > SUBJECT_MAX) return fail(SERVICE_CODES.invalid, `The subject has ${SUBJECT_MIN} to ${SUBJECT_MAX} characters.`);
  const problem = messageProblem(req.message);
  if (problem !== null) return fail(SERVICE_CODES.invalid, problem);
  const services = servicesOf(state);
  const id = `T-${FIRST_TICKET + services.ticketSeq++}`;
  const ticket: TicketRecord = { id, owner, subject, category: req.category, status: 'open', create_time: now, update_time: now, messages: [{ id: `${id}-1`, author: 'user', body: String(req.message).trim(), time: now }] };
  services.tickets.push(ticket);
  return success(thread(ticket));
}

/** The user writes again: the ticket is open until support answers; a closed ticket takes no reply. */
export function replyTicket(state: ExchangeState, owner: Owner, req: { id?: unknown; message?: unknown }, now: number): Outcome<TicketThread> {
  seed(state, owner);
  const ticket = servicesOf(state).tickets.find((t) => t.owner === owner && t.id === req.id);
  if (!ticket) return fail(SERVICE_CODES.notFound, 'This ticket does not exist or is not yours.');
  if (ticket.status === 'closed') return fail(SERVICE_CODES.closed, 'This ticket is closed: open a new one.');
  const problem = messageProblem(req.message);
  if (problem !== null) return fail(SERVICE_CODES.invalid, problem);
  ticket.messages.push({ id: `${ticket.id}-${ticket.messages.length + 1}`, author: 'user', body: String(req.message).trim(), time: now });
  ticket.status = 'open';
  ticket.update_time = now;
  return success(thread(ticket));
}

/** Support answers each open ticket SUPPORT_REPLY_MS after the user's last message (status answered). */
export function advanceTickets(state: ExchangeState, now: number): void {
  const services = state.services;
  if (!services) return;
  for (const ticket of services.tickets) {
    const last = ticket.messages[ticket.messages.length - 1];
    if (ticket.status !== 'open' || !last || last.author !== 'user' || now - last.time < SUPPORT_REPLY_MS) continue;
    const time = last.time + SUPPORT_REPLY_MS;
    ticket.messages.push({ id: `${ticket.id}-${ticket.messages.length + 1}`, author: 'support', body: REPLIES[ticket.category], time });
    ticket.status = 'answered';
    ticket.update_time = time;
  }
}
