/**
 * Where the chart's own labels go (TD Sequential counts, event badges, the indicator panes'
 * legends): each is placed only where it overlaps no label placed before it, so labels never
 * draw on top of each other (issue 39: "1011" and "1012" where 10, 11 and 12 collided at 1s and
 * 1H, and event badges merged into one blob at 4H). The layers place the labels that matter most
 * first (a 9 or a 13 before a 4); what finds no room is left out, as a chart thins its axis.
 * Pure: the boxes are CSS pixels of one pane.
 */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Labels placed so far in one pane, in the order they were asked for. */
export class LabelPlacer {
  private readonly boxes: Box[] = [];

  /** Places `box` (with `gap` pixels of air around it) unless it would overlap a placed label. */
  place(box: Box, gap = 1): boolean {
    const padded = { x: box.x - gap, y: box.y - gap, width: box.width + 2 * gap, height: box.height + 2 * gap };
    if (this.boxes.some((placed) => overlaps(padded, placed))) return false;
    this.boxes.push(box);
    return true;
  }

  placed(): readonly Box[] {
    return this.boxes;
  }
}

/** Pairs of boxes that overlap: what a browser test asserts is zero. */
export function overlappingPairs(boxes: readonly Box[]): number {
  let pairs = 0;
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i]!, boxes[j]!)) pairs++;
  return pairs;
}
