import { PRERENDERED_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from '../attributes';

/** Inputs in which Enter submits the form. */
const SUBMITS_ON_ENTER = /^(?!(file|button|submit|reset|image)$)/;

/**
 * Remembers that the visitor asked to submit the prerendered form before the screen ran, on the screen's element,
 * where `mount` takes it and submits once hydrated. Until then the submit button is disabled (a native submission
 * would put the password in a URL), so the browser does nothing for Enter in a field, or for a press of the button
 * (Chromium sends it pointer events, not `click`): the visitor who types fast and presses Enter is signed in when
 * the screen runs, not left to press it again.
 */
export function rememberEarlySubmit(): void {
  const ask = (form: HTMLFormElement) => {
    const button = form.querySelector<HTMLButtonElement>('[type=submit]');
    const screen = form.closest(`[${PRERENDERED_ATTRIBUTE}]`);
    if (screen && button?.disabled) screen.setAttribute(SUBMITTED_ATTRIBUTE, '');
  };
  let pressed: EventTarget | null = null;
  const listen = <K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void) =>
    document.addEventListener(type, listener, true);
  listen('keydown', (event) => {
    const field = event.target as HTMLInputElement;
    const entered = event.key === 'Enter' && !event.isComposing && field.tagName === 'INPUT';
    if (entered && field.form && SUBMITS_ON_ENTER.test(field.type)) ask(field.form);
  });
  listen('pointerdown', (event) => {
    pressed = event.target;
  });
  listen('pointerup', (event) => {
    const button = event.target as HTMLButtonElement;
    if (button === pressed && event.button === 0 && button.type === 'submit' && button.form) ask(button.form);
  });
}
