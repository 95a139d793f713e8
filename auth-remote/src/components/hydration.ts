// What a screen needs to be prerendered (the remote's build renders sign-in and sign-up to HTML, see
// src/prerender/) and then hydrated in place by `mount`: the same first render on the server and in the browser,
// and nothing the visitor typed before hydration lost.
import { SUBMITTED_ATTRIBUTE } from '@thryve/shared/first-screen';
import { createContext, useContext, useEffect, useSyncExternalStore, type RefObject } from 'react';

const unchanging = () => () => undefined;

/**
 * False while the screen is HTML only (rendered on the server, or being hydrated), true once React runs it. A
 * screen rendered in the browser from the start is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * A fact about the browser (e.g. whether it has WebAuthn), read once the screen runs; `prerendered` is what the HTML
 * shows before that, so that hydration meets the markup it expects.
 */
export function useBrowserFact(read: () => boolean, prerendered: boolean): boolean {
  return useSyncExternalStore(unchanging, read, () => prerendered);
}

/** The values of a prerendered form's inputs when it was hydrated, by input name. */
export type Prefill = Readonly<Record<string, string | boolean>>;

/** What the forms start from: empty, but in a screen hydrated over a form the visitor had begun to fill in. */
export const PrefillContext = createContext<Prefill>({});

/**
 * What was typed and ticked in the prerendered form inside `element`: text inputs' values and checkboxes' states
 * (a picked file stays in its input, which React does not control: PicturePicker takes it once it runs).
 */
export function readPrefill(element: Element): Prefill {
  const prefill: Record<string, string | boolean> = {};
  for (const input of element.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.type === 'checkbox') prefill[input.name] = input.checked;
    else if (input.type !== 'file') prefill[input.name] = input.value;
  }
  return prefill;
}

/** A form's first values: `empty`, each replaced by the prefilled value of its name when it has the same type. */
export function usePrefilled<T extends object>(empty: T): T {
  const prefill = useContext(PrefillContext);
  const values = { ...empty } as Record<string, unknown>;
  for (const [name, value] of Object.entries(prefill)) {
    if (Object.hasOwn(empty, name) && typeof value === typeof values[name]) values[name] = value;
  }
  return values as T;
}

/** Whether the visitor asked to submit the form before the screen ran: true once (the request is taken). */
export const SubmittedEarlyContext = createContext<() => boolean>(() => false);

/** The request to submit, remembered on `element` (SUBMITTED_ATTRIBUTE), taken at most once. */
export function submittedEarlyIn(element: Element): () => boolean {
  return () => {
    const asked = element.hasAttribute(SUBMITTED_ATTRIBUTE);
    element.removeAttribute(SUBMITTED_ATTRIBUTE);
    return asked;
  };
}

/**
 * Submits the form once the screen runs when the visitor asked to before (SUBMITTED_ATTRIBUTE), as a press of its
 * submit button would: through the form's own submit handler, with what was typed. `ref` is the form or its button.
 */
export function useSubmitAskedEarly(ref: RefObject<HTMLFormElement | HTMLButtonElement | null>): void {
  const take = useContext(SubmittedEarlyContext);
  useEffect(() => {
    const element = ref.current;
    const form = element && 'form' in element ? element.form : element;
    // requestSubmit: the submit event React handles (the button may still be disabled in this first commit).
    if (take()) form?.requestSubmit();
  }, [take, ref]);
}
