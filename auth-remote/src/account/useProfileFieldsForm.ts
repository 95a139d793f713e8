import { EN_MESSAGES, type UserProfile } from '@thryve/contract';
import { callListener, useErrorCatalogue, useMessages, type UserProfileProps } from '@thryve/shared';
import { useRef, useState, type FormEvent } from 'react';

import { readPickedPicture } from '../components/pickPicture';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid';
import { apiErrorBody, shownFailure } from './accountErrors';
import type { ScreenMessage } from './screenMessage';

const PICTURE_TOO_LARGE = EN_MESSAGES['validation.pictureTooLarge'];

/** The screen's own events a profile form reports. */
export type ProfileEvents = Pick<UserProfileProps, 'onProfileUpdate' | 'onError'>;

/** A form's messages: the first of each field (English, as the rules give them), `_form` for none of them. */
type FieldMessages = Partial<Record<string, string>> & { profilePicture?: string };

/** What a Send does with the values: refuse them (their messages), send them, or nothing (nobody to send for). */
type ProfileSubmission<E> = { ok: false; errors: E } | { ok: true; send(): Promise<UserProfile> } | null;

export interface ProfileFieldsFormOptions<V, E> {
  initial: V | (() => V);
  /** The fields of the form in screen order: the API's field messages (`details`) for others are the form's. */
  fields: readonly string[];
  /** The submission of these values, checked with the sign-up rules. */
  submission(values: V): ProfileSubmission<E>;
  /** When a checked submission is sent. */
  onSending?(): void;
  /** The API's answer to a submission, before the host hears of it (onProfileUpdate). */
  onSent(answer: UserProfile): void;
  events: ProfileEvents;
}

/** The API's field messages (`details`) that belong to a field of this form; the rest is told as the form's. */
function fieldErrors<E>(fields: readonly string[], details: Record<string, string> | undefined): E | null {
  const known = Object.entries(details ?? {}).filter(([field]) => fields.includes(field));
  return known.length > 0 ? (Object.fromEntries(known) as E) : null;
}

/**
 * State and Send of a form of a profile's fields (the account screen's profile, and its completion): checked when sent
 * with the sign-up rules (messages above their fields, all cleared before each check, a picture of 5 MB or more
 * refused, the first invalid field focused), then sent; a refusal from the API shows at its fields, else as the
 * form's. A Send while one is running is ignored; each reports once (onProfileUpdate or onError).
 */
export function useProfileFieldsForm<V, E extends FieldMessages>(options: ProfileFieldsFormOptions<V, E>) {
  const catalogue = useErrorCatalogue();
  const { text } = useMessages();
  const [values, setValues] = useState<V>(options.initial);
  const [pictureTooLarge, setPictureTooLarge] = useState(false);
  const [errors, setErrors] = useState<E>({} as E);
  const [formError, setFormError] = useState<ScreenMessage | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  /** Reads a picked picture (null: refused or none); one of 5 MB or more is not read, and refused when sent. */
  async function readPicture(file: File, input: HTMLInputElement) {
    const picked = await readPickedPicture(file, input, text);
    if (picked) setPictureTooLarge(picked.tooLarge);
    return picked;
  }

  function refuse(found: E, message: ScreenMessage | null) {
    setErrors(found);
    setFormError(message);
    focusFirstInvalid();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const submission = options.submission(values);
    if (!submission) return;
    const found = (submission.ok ? {} : { ...submission.errors }) as E;
    if (pictureTooLarge) found.profilePicture = PICTURE_TOO_LARGE;
    if (!submission.ok || pictureTooLarge) return refuse(found, null);
    busy.current = true;
    setErrors({} as E);
    setFormError(null);
    options.onSending?.();
    setSending(true);
    let answer: UserProfile;
    try {
      answer = await submission.send();
    } catch (failure) {
      const { message, event: reported } = shownFailure(catalogue.profileUpdateFailure(failure));
      const atFields = fieldErrors<E>(options.fields, apiErrorBody(catalogue, failure)?.details);
      refuse(atFields ?? ({} as E), atFields ? null : message);
      callListener('onError', options.events.onError, reported);
      return;
    } finally {
      busy.current = false;
      setSending(false);
    }
    setPictureTooLarge(false);
    options.onSent(answer);
    callListener('onProfileUpdate', options.events.onProfileUpdate, answer);
  }

  /** The picture was removed: nothing too large is left to refuse. */
  const dropPicture = () => setPictureTooLarge(false);

  return { values, setValues, errors, formError, sending, formRef, readPicture, dropPicture, submit };
}
