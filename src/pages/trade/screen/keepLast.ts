import { useState } from 'react';

/**
 * The value, or while it is undefined the last defined one this component saw: data that goes
 * missing for a moment (a query reset by a session change, a refetch that failed and answered
 * the default) keeps what the trader already sees, instead of swapping a screen or a form that
 * holds their input for a placeholder. The value must keep its identity while unchanged (a
 * query's data, a memoised object): a new object on every render would render again forever.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const [kept, setKept] = useState(value);
  if (value !== undefined && value !== kept) setKept(value);
  return value ?? kept;
}
