/**
 * Who a request is, for every part of the mocked backend (the REST handlers and the private
 * stream): logged in when it carries a non-empty uid cookie; the persona is the mock state's. A
 * uid cookie while a logged-out persona is chosen counts as kyc2 (a session the panel predates).
 */
import { PERSONAS, type Persona } from './personas';
import { currentPersonaId } from './state';

export function sessionPersona(cookies: Readonly<Record<string, string>>): Persona | null {
  if ((cookies.uid ?? '').trim() === '') return null;
  const persona = PERSONAS[currentPersonaId()];
  return persona.user === null ? PERSONAS.kyc2 : persona;
}

/** document.cookie's text as a map (the browser's WebSocket handshake carries the same cookies). */
export function parseCookies(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}
