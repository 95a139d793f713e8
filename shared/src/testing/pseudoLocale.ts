// Unit tests only: a pseudo-locale that marks every catalogue text, and a check that a rendered screen shows or
// announces nothing else (a string typed into a component instead of taken from the catalogue shows unmarked).
import { EN_MESSAGES, type MessageId } from '@thryve/contract';
import { ACCOUNT_EN_MESSAGES, API_EN_MESSAGES } from '@thryve/contract/locales/en';

// Innermost first: a message may be filled into another's placeholder (`Last used: {date}` with `Never`).
const MARKED = /⟦([\w.]+)\|[^⟦⟧]*⟧/g;

/** Every message as `⟦id|English⟧` (placeholders kept, so they are still filled), for a `localization` option. */
export function pseudoLocalization(): Record<MessageId, string> {
  return Object.fromEntries(
    (Object.entries({ ...EN_MESSAGES, ...ACCOUNT_EN_MESSAGES, ...API_EN_MESSAGES }) as [MessageId, string][]).map(
      ([id, text]) => [id, `⟦${id}|${text}⟧`],
    ),
  ) as Record<MessageId, string>;
}

/** What a person reads or hears on the page: text nodes, accessible names and hints, the document's title. */
function readableStrings(root: ParentNode): string[] {
  const found: string[] = [document.title];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent !== 'STYLE' && parent !== 'SCRIPT') found.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt], title')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) found.push(element.getAttribute(name) ?? '');
    if (element.tagName === 'TITLE') found.push(element.textContent ?? '');
  }
  return found;
}

export interface PseudoCheck {
  /** Strings not from the catalogue (after taking out the allowed values, spaces, digits and punctuation). */
  foreign: string[];
  /** The ids whose texts were seen. */
  seen: Set<MessageId>;
}

/**
 * Checks `root` (and `document.title`) against the pseudo-locale. `allowed`: what is not ours to translate and may
 * show as it is (the user's input, data from the API, the brand, dates and numbers as Intl writes them).
 */
export function checkPseudoLocale(root: ParentNode, allowed: string[] = []): PseudoCheck {
  const seen = new Set<MessageId>();
  const foreign: string[] = [];
  const longestFirst = allowed.filter(Boolean).sort((a, b) => b.length - a.length);
  for (const text of readableStrings(root)) {
    let rest = text;
    for (let previous = ''; previous !== rest;) {
      previous = rest;
      rest = rest.replace(MARKED, (_whole, id: MessageId) => {
        seen.add(id);
        return ' ';
      });
    }
    for (const value of longestFirst) rest = rest.split(value).join(' ');
    if (rest.replace(/[\s\d.,:;!?·()…'"’“”°%+\-–—/]/g, '') !== '') foreign.push(text);
  }
  return { foreign, seen };
}
