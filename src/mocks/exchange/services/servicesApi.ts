/**
 * The account services' answers (docs/account-services.md), for src/mocks/handlers.ts: support
 * tickets and transfer codes on the one exchange (../store), `{ code, message, data }` each.
 */
import { DEMO_FUND_PASSWORD, DEMO_TOTP, type Persona } from '../../personas';
import { addAdvancer, withExchange } from '../store';
import type { Outcome } from '../types';
import { cancelGateCode, createGateCode, gateCodesOf, redeemGateCode, type CodeUser, type CreateCodeRequest } from './gateCodes';
import { createFiatOrder, fiatMethodsOf, fiatOrdersOf } from './fiat';
import { advanceTickets, createTicket, replyTicket, ticketsOf, ticketThread } from './tickets';

const success = <T>(data: T): Outcome<T> => ({ code: 0, message: 'success', data });

// Support answers tickets on the demo clock.
addAdvancer((state, _venue, now) => {
  advanceTickets(state, now);
  return [];
});

export function codeUser(persona: Persona): CodeUser {
  return { owner: persona.id, fundPassword: DEMO_FUND_PASSWORD, totp: DEMO_TOTP, riskLimited: persona.compliance.toast?.kyc_toast?.is_risk_user === 1 };
}

export function ticketsAnswer(persona: Persona) {
  return success({ list: withExchange((state) => ({ result: ticketsOf(state, persona.id) })) });
}

export function ticketDetailAnswer(persona: Persona, params: URLSearchParams) {
  return withExchange((state) => ({ result: ticketThread(state, persona.id, params.get('id')) }));
}

export function ticketCreateAnswer(persona: Persona, body: Record<string, unknown>) {
  return withExchange((state, _venue, now) => ({ result: createTicket(state, persona.id, body, now) }));
}

export function ticketReplyAnswer(persona: Persona, body: Record<string, unknown>) {
  return withExchange((state, _venue, now) => ({ result: replyTicket(state, persona.id, body, now) }));
}

export function gateCodesAnswer(persona: Persona) {
  return success({ list: withExchange((state) => ({ result: gateCodesOf(state, persona.id) })) });
}

export function gateCodeCreateAnswer(persona: Persona, body: CreateCodeRequest) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = createGateCode(state, venue, codeUser(persona), body, now);
    return { result: outcome, events };
  });
}

export function gateCodeCancelAnswer(persona: Persona, body: { id?: unknown }) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = cancelGateCode(state, venue, persona.id, body.id, now);
    return { result: outcome, events };
  });
}

export function gateCodeRedeemAnswer(persona: Persona, body: { code?: unknown }) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = redeemGateCode(state, venue, persona.id, body.code, now);
    return { result: outcome, events };
  });
}

/** Methods, fees and limits of a fiat; 40400 for a fiat the demo does not take. */
export function fiatMethodsAnswer(params: URLSearchParams) {
  const fiat = (params.get('fiat') ?? '').toUpperCase();
  const methods = fiatMethodsOf(fiat);
  return methods ? success({ fiat, methods }) : { code: 40400, message: `${fiat || 'This currency'} cannot be deposited.`, data: null };
}

export function fiatDepositsAnswer(persona: Persona) {
  return success({ list: withExchange((state, _venue, now) => ({ result: fiatOrdersOf(state, persona.id, now) })) });
}

export function fiatDepositCreateAnswer(persona: Persona, body: Record<string, unknown>) {
  return withExchange((state, _venue, now) => ({ result: createFiatOrder(state, persona.id, body, now) }));
}
