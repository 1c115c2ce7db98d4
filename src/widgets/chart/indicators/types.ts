/** A bar as the indicators read it (time in seconds or milliseconds, in ascending order). */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A streaming indicator: O(1) per call, always equal to its batch function over the same bars. */
export interface Streaming<V> {
  /** A new bar: returns that bar's values. */
  push(bar: Bar): V;
  /** The last bar revised by a tick: returns its new values. Throws before the first push. */
  update(bar: Bar): V;
}
