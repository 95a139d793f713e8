// A page of the build as the page server fills it: the places its build left (PAGE_SLOTS) found once, and filled
// per page with what only the server knows. Only the page's own places are filled: a value is never read for them
// (the remote's screen is put in as it is).
import { PAGE_SLOTS } from '@thryve/shared/first-screen';

type Slot = keyof typeof PAGE_SLOTS;
export type PageValues = Record<Slot, string>;

export interface PageTemplate {
  /** The page with `values` in its places (a place it lacks: that value is left out). */
  fill(values: PageValues): string;
  has(slot: Slot): boolean;
}

/** `html` cut at its places. */
export function pageTemplate(html: string): PageTemplate {
  const places = (Object.entries(PAGE_SLOTS) as [Slot, string][])
    .flatMap(([slot, marker]) => {
      const found: { slot: Slot; at: number; length: number }[] = [];
      for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + marker.length)) {
        found.push({ slot, at, length: marker.length });
      }
      return found;
    })
    .sort((a, b) => a.at - b.at);
  const parts: (string | Slot)[] = [];
  let from = 0;
  for (const { slot, at, length } of places) {
    parts.push(html.slice(from, at), slot);
    from = at + length;
  }
  parts.push(html.slice(from));
  return {
    fill: (values) => parts.map((part, index) => (index % 2 === 1 ? values[part as Slot] : part)).join(''),
    has: (slot) => places.some((place) => place.slot === slot),
  };
}
