// Runs in the page (Playwright init script) before any app code: records, on the page's own clock
// (performance.now(), from navigation start), when each milestone of the bench is first reached.
export interface ProbeOptions {
  heading: string;
  /** The text of the field's label. */
  field: string;
  button: string;
  userName: string;
}
export interface ProbeMarks {
  formVisible?: number;
  interactive?: number;
  nameShown?: number;
  sawSignIn?: boolean;
}

export function installProbe(options: ProbeOptions): void {
  const marks: ProbeMarks = {};
  (globalThis as unknown as { __benchMarks: ProbeMarks }).__benchMarks = marks;
  const visible = (element: Element | null | undefined) =>
    !!element && (element as HTMLElement).checkVisibility() && element.getBoundingClientRect().width > 0;
  const byText = (selector: string, text: string) =>
    [...document.querySelectorAll(selector)].find((element) => element.textContent?.trim() === text);
  // React keeps a component's props on its DOM node: the form's onSubmit is there once React wired it.
  const wired = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$')) &&
    Object.entries(element).some(([key, props]) => key.startsWith('__reactProps$') && props && 'onSubmit' in props);

  const check = () => {
    const now = performance.now();
    const heading = byText('h1, h2', options.heading);
    if (heading && options.heading === 'Sign in') marks.sawSignIn = true;
    const field = heading && (byText('label', options.field) as HTMLLabelElement | undefined)?.control;
    if (marks.formVisible === undefined && visible(heading) && visible(field)) marks.formVisible = now;
    const button = byText('button', options.button) as HTMLButtonElement | undefined;
    const form = button?.form;
    if (marks.interactive === undefined && visible(button) && !button!.disabled && form && wired(form)) {
      marks.interactive = now;
    }
    if (marks.nameShown === undefined && options.userName && visible(byText('h1', options.userName))) {
      marks.nameShown = now;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  // Visibility can also change when a stylesheet arrives, with no DOM mutation: look again each frame.
  const frame = () => {
    check();
    if (marks.interactive === undefined || (options.userName && marks.nameShown === undefined)) {
      requestAnimationFrame(frame);
    }
  };
  requestAnimationFrame(frame);
}
