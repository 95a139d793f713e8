import { type EN_MESSAGES, type MessageId, type MessagePart } from '@thryve/contract';
import { useMessages, type Messages } from '@thryve/shared';
import { use, useMemo } from 'react';

import { pageLocale } from '../app/usePageLocale';
import type { HostMessageId } from './hostMessageId';

type HostCatalogue = Record<HostMessageId, string>;

/** A text of the contract's catalogues (the screens, errors, the API's codes, the host's first screens'). */
type ContractMessageId = Exclude<MessageId, `host.${string}`> | Extract<keyof typeof EN_MESSAGES, `host.${string}`>;

export interface HostMessages<Id extends HostMessageId> extends Omit<Messages, 't'> {
  /** The text of `id`, one of the host's own (an override, else the host's texts) or of the contract's. */
  t(id: Id | ContractMessageId, values?: Record<string, string>): string;
}

// The host's Spanish as a chunk of its own, loaded once when a page shows Spanish. One that cannot load shows
// English rather than an error, until the page asks again (preloadHostLocale), so a failure is not retried on
// every render.
let spanish: HostCatalogue | null = null;
let spanishFailed = false;
let loadingSpanish: Promise<void> | null = null;

/** The load of the host's Spanish, kept once settled (loaded or failed) until the page asks again. Never rejects. */
function loadSpanish(): Promise<void> {
  if (!loadingSpanish) {
    const loading = import(/* webpackChunkName: "host-locale-es" */ './messages.es').then(
      (module) => {
        spanish = module.HOST_ES_MESSAGES;
      },
      () => {
        spanishFailed = true;
      },
    );
    // Marked for React's `use` once settled: a render that reads it then goes on at once.
    void loading.then(() => Object.assign(loading, { status: 'fulfilled', value: undefined }));
    loadingSpanish = loading;
  }
  return loadingSpanish;
}

const isSpanish = (tag: string | null | undefined) => (tag ?? '').trim().split(/[-_]/)[0].toLowerCase() === 'es';

/** Loads the host's texts for a BCP 47 tag (Spanish: its chunk; English comes with each page). */
export function preloadHostLocale(tag: string | null | undefined): Promise<void> {
  if (!isSpanish(tag)) return Promise.resolve();
  if (spanishFailed) {
    spanishFailed = false;
    loadingSpanish = null;
  }
  return loadSpanish();
}

// This module comes with the first signed-in page's code: the visitor's Spanish starts loading with it, not when the
// page first renders.
void preloadHostLocale(pageLocale());

/** `{name}` placeholders of `template` filled from `values`, as the contract's catalogue fills its own. */
function fill(template: string, values?: Record<string, string>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/**
 * The messages of a signed-in page: `useMessages` (the locale and `localization` in force, the contract's texts) with
 * the host's own texts in `english` (the page's) and their Spanish. An override of one of them wins, as for any
 * message id. A page first shown in Spanish suspends until the host's Spanish is in.
 */
export function useHostMessages<Id extends HostMessageId>(
  english: Record<Id, string>,
  locale?: string,
  part?: MessagePart,
): HostMessages<Id> {
  const messages = useMessages(undefined, locale, part);
  const inSpanish = isSpanish(messages.locale) && !spanishFailed;
  const hostMessages = useMemo(() => {
    // The contract's catalogue has no `host.*` text: for one of ours, `t` gives an override or else the id itself.
    const t = (id: Id | ContractMessageId, values?: Record<string, string>) => {
      const shown = messages.t(id, values);
      const own: Record<Id, string> = (inSpanish && spanish) || english;
      return shown === id && Object.hasOwn(own, id) ? fill(own[id as Id], values) : shown;
    };
    return { ...messages, t };
  }, [messages, english, inSpanish]);
  // A Spanish page reads the host's Spanish through `use` on every render, loaded or not (the load is kept, and says
  // it is settled, so `use` then goes on at once). React replays a render that waited here once the texts are in,
  // and the replay must call `use` where the first attempt did, or React takes the page's hooks after it for
  // updates of hooks never made (React error 467): whether the page is Spanish does not change between the two.
  if (isSpanish(messages.locale)) use(loadSpanish());
  return hostMessages;
}
