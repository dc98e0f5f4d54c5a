// Which expertise badges a directory card shows on a phone (all of them from 640 px).

/** Badges shown on a phone at most; the rest are counted in a '+N' badge. */
const PHONE_BADGES = 3;
/** What one row of badges holds on a 390 px phone, in characters (a badge's padding counts as four). */
const PHONE_ROW_CHARS = 44;
/** The same row when it ends in the '+N' badge. */
const PHONE_ROW_CHARS_WITH_MORE = 36;

/**
 * The badges a phone shows, whole words on one row: in order, each that still fits, at most three
 * (the first one always), with room for the '+N' badge when some are left out.
 */
export function phoneBadges(labels: readonly string[]): Set<number> {
  const fitting = (room: number) => {
    const shown = new Set<number>();
    let used = 0;
    labels.forEach((label, i) => {
      const cost = label.length + 4;
      if (shown.size >= PHONE_BADGES || (shown.size > 0 && used + cost > room)) return;
      shown.add(i);
      used += cost;
    });
    return shown;
  };
  const all = fitting(PHONE_ROW_CHARS);
  return all.size === labels.length ? all : fitting(PHONE_ROW_CHARS_WITH_MORE);
}
