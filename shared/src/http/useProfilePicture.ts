import { useEffect, useState } from 'react';

import { fetchProfilePicture } from './profileApi';

/**
 * An object URL of a profile's owner-only picture (its `pictureUrl`, fetched with the token), for an `<img src>`; null
 * while it loads, when there is none, or when it could not be loaded (the caller shows its placeholder; a warning is
 * logged). Revoked when the picture is no longer shown.
 */
export function useProfilePicture(pictureUrl: string | null): string | null {
  const [picture, setPicture] = useState<{ source: string; objectUrl: string } | null>(null);

  useEffect(() => {
    if (!pictureUrl) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchProfilePicture(pictureUrl, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setPicture({ source: pictureUrl, objectUrl });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('[thryve] profile picture not loaded', error);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [pictureUrl]);

  return picture && picture.source === pictureUrl ? picture.objectUrl : null;
}
