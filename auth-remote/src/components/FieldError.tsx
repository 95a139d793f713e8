/** A field's message, shown above its input and linked to it by `aria-describedby`; announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="thryve-auth__error" role="alert">
      {message}
    </p>
  );
}

/** Props that tie an input to its message. */
export function errorProps(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': id } : { 'aria-invalid': false as const };
}
