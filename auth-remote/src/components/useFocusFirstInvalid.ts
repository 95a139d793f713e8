import { useLayoutEffect, useRef, useState } from 'react';

/**
 * After each refused check of a form: the focus on its first invalid field in screen order (the form's DOM order).
 * A layout effect: a check may end after an await (rules still loading, a refusal from the server), outside the
 * event's own render, and the field is focused before the browser paints.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useLayoutEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { formRef, focusFirstInvalid: () => setRefusals((n) => n + 1) };
}
