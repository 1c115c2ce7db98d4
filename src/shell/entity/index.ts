/** An entity page's loading, not-found and failed states, and a list's (issue 13 part 5). */
export { EntityGate } from './EntityGate';
export { ListGate } from './ListGate';
