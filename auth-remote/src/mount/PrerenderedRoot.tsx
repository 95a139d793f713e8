// Hydration of a screen the page carries prerendered, in place, without losing what the visitor typed.
import { preloadLocale } from '@thryve/contract';
import { type MountOptions } from '@thryve/shared';
import { PRERENDERED_SCREENS, type PrerenderedScreenName } from '@thryve/shared/first-screen';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

import { readPrefill, submittedEarlyIn } from '../components/hydration';
import { loadScreen } from './screenCode';
import { ScreenTree } from './ScreenTree';

/** The options that change a screen's markup: its texts and `lang`, its theme, its links. */
const MARKUP_OPTIONS = ['locale', 'localization', 'appearance', 'signUpPath', 'backPath', 'signInPath'] as const;
type MarkupOptions = Pick<MountOptions, (typeof MARKUP_OPTIONS)[number]>;

/**
 * `options` with what shows in the markup as the prerendered screen has it (in `locale`, its language): a hydration
 * of its HTML that matches it, whatever language, theme or links the page asks for (those show once hydrated, as a
 * change of options).
 */
function asPrerendered(options: MountOptions, screen: PrerenderedScreenName, locale: string | undefined): MountOptions {
  const prerendered: MarkupOptions = { ...PRERENDERED_SCREENS[screen].options, locale };
  const markup = Object.fromEntries(MARKUP_OPTIONS.map((key) => [key, prerendered[key]])) as MarkupOptions;
  return { ...options, ...markup };
}

/**
 * The language a prerendered screen's HTML is in: the `lang` of its root (the build prerenders each shipped language,
 * src/prerender/), none in the default language.
 */
const markupLocale = (element: Element) => element.querySelector('.thryve-auth')?.getAttribute('lang') ?? undefined;

/** Whether `options` show in the markup exactly as `shown` do. */
const sameMarkup = (options: MountOptions, shown: MountOptions) =>
  MARKUP_OPTIONS.every((key) => options[key] === shown[key]);

/**
 * The root of an element that holds a prerendered screen: hydrates it in place once the screen's code and the texts
 * of its language are here, over what the visitor typed (read then). The hydration renders the markup options as the
 * HTML has them (its language, the default theme and links), so that it matches and keeps every element. The
 * options of the latest `mount` that show otherwise follow as a change once hydrated, keeping what is typed, the
 * focus and the caret (a language shows once its texts are in). The hydration and that change are transitions,
 * which React renders in slices of a few milliseconds (no long task; the form is already shown). A submission the
 * visitor asked for meanwhile (marked on the element by the page) is made once the screen runs. Until hydrated, a
 * render changes nothing: the latest options show then. HTML in a language whose texts cannot load (offline) does
 * not match: React renders the screen afresh, and what was typed stays, as the fields' first values.
 */
export class PrerenderedRoot implements Root {
  private root: Root | null = null;
  private hydrated = false;
  private unmounted = false;

  private readonly locale: string | undefined;

  /** `latest`: the options of the latest `mount` on the element. */
  constructor(
    private readonly element: Element,
    readonly screen: PrerenderedScreenName,
    private readonly latest: () => MountOptions | undefined,
  ) {
    this.locale = markupLocale(element);
    Promise.all([loadScreen(screen), preloadLocale(this.locale)]).then(
      () => this.hydrate(),
      (error: unknown) => reportError(error),
    );
  }

  /** Not hydrated yet, nor given up. */
  get waiting(): boolean {
    return this.root === null && !this.unmounted;
  }

  private hydrate() {
    const options = this.latest();
    if (this.unmounted || !options) return;
    const shown = asPrerendered(options, this.screen, this.locale);
    const tree = (
      <ScreenTree
        options={shown}
        prefill={readPrefill(this.element)}
        submittedEarly={submittedEarlyIn(this.element)}
        onHydrated={() => this.showLatest(options, shown)}
      />
    );
    // startTransition calls its function at once.
    startTransition(() => {
      this.root = hydrateRoot(this.element, tree, { onRecoverableError: (error) => reportError(error) });
    });
  }

  /**
   * Once hydrated with `shown` (for `asked`): the latest options, where they show otherwise, or asked for later (a
   * mount meanwhile, whose render waited for this).
   */
  private showLatest(asked: MountOptions, shown: MountOptions) {
    this.hydrated = true;
    const options = this.latest();
    if (this.unmounted || !this.root || !options || (options === asked && sameMarkup(options, shown))) return;
    const root = this.root;
    startTransition(() => root.render(<ScreenTree options={options} />));
  }

  render(children: ReactNode): void {
    // Before the hydration has committed, an update would make React give up the HTML and render afresh.
    if (this.hydrated) this.root?.render(children);
  }

  unmount(): void {
    this.unmounted = true;
    if (this.root) this.root.unmount();
    else this.element.replaceChildren();
  }
}
