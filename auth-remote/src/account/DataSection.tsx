import { useErrorCatalogue, useMessages, type UserProfileProps } from '@thryve/shared';
import { fetchAccountExport } from '@thryve/shared/http';
import { useState } from 'react';

import { apiReadFailure } from './accountErrors';
import { AccountSection } from './AccountSection';
import { downloadFile } from './downloadFile';
import { useSay } from './screenMessage';
import { useAccountAction } from './useAccountAction';

/** 'Download my data': the API's export of everything stored about the user, saved as its JSON file. */
export function DataSection({ onError }: Pick<UserProfileProps, 'onError'>) {
  const { t } = useMessages();
  const say = useSay();
  const [downloaded, setDownloaded] = useState(false);
  const errors = useErrorCatalogue();
  const action = useAccountAction(
    async () => {
      setDownloaded(false);
      return fetchAccountExport();
    },
    // The export is no action of the session: no event code of its own, the screen tells it.
    (failure) => ({ message: apiReadFailure(errors, failure), event: null }),
    ({ blob, filename }) => {
      downloadFile(blob, filename);
      setDownloaded(true);
    },
    onError,
  );
  return (
    <AccountSection heading={t('account.dataHeading')}>
      <p>{t('account.dataText')}</p>
      {action.error && (
        <p className="thryve-auth__error" role="alert">
          {say(action.error)}
        </p>
      )}
      <p className="thryve-auth__notice" role="status">
        {downloaded ? t('account.downloaded') : ''}
      </p>
      <button
        type="button"
        className="thryve-auth__button thryve-auth__button--secondary"
        aria-disabled={action.running}
        onClick={action.run}
      >
        {t('account.downloadData')}
      </button>
    </AccountSection>
  );
}
