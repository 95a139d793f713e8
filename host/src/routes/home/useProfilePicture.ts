import { useEffect, useState } from 'react';

import { fetchProfilePicture } from '../../api/thryveApi';

/** An object URL of the owner-only picture (fetched with the token), revoked when no longer shown. */
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
        // A missing picture is not worth an error message: the card shows its placeholder.
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
