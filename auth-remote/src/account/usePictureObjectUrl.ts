import { useEffect, useState } from 'react';

import { fetchProfilePicture } from './accountApi';

/** An object URL of the owner-only picture (fetched with the token), revoked when no longer shown. */
export function usePictureObjectUrl(pictureUrl: string | null): string | null {
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
        // The form works without it: the picture can still be replaced or removed.
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
