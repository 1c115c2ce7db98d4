import { atom } from 'jotai';

/**
 * The bars boot expects above the header (src/bundle/barHints.ts), whose space the shell keeps
 * until they arrive or the engine decides otherwise: a phone's first paint already leaves room
 * for the app-download bar instead of being pushed down by it (issue 15).
 */
export const reservedBarsAtom = atom<readonly string[]>([]);
