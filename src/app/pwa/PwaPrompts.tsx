import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { InstallPrompt } from '../../design-system/InstallPrompt';
import { UpdateBanner } from '../../design-system/UpdateBanner';
import { installActions } from './register';
import { pwaState } from './state';

/** The installed app's prompts, a chunk of their own: loaded when the traveller asks to install or an update waits. */
export const PwaPrompts = observer(function PwaPrompts() {
  const [installing, setInstalling] = useState(false);
  const [reloading, setReloading] = useState(false);
  const actions = installActions();

  const install = async () => {
    setInstalling(true);
    try {
      await actions?.install();
    } finally {
      setInstalling(false);
      pwaState.closeInstall();
    }
  };

  return (
    <>
      {pwaState.installOffer && (
        <InstallPrompt
          opened={pwaState.installOpened}
          variant={pwaState.installOffer}
          installing={installing}
          onInstall={() => void install()}
          onDismiss={() => actions?.dismiss()}
          onClose={pwaState.closeInstall}
        />
      )}
      {pwaState.updateReady && (
        <UpdateBanner
          reloading={reloading}
          onReload={() => {
            setReloading(true);
            pwaState.acceptUpdate();
          }}
          onLater={pwaState.postponeUpdate}
        />
      )}
    </>
  );
});
