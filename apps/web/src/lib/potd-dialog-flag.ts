import { useEffect, useState } from 'react';
import { storage } from './storage.ts';
import { useSession } from './session.ts';

/**
 * Spec 2.6: if the stored flag showPotdDialog is true and the user is signed in, the daily
 * problem opens once in a dialog and the flag is removed. Returns whether to show it now; the
 * dialog itself belongs to the daily-problem feature.
 */
export function useShowPotdDialogOnce(): [boolean, () => void] {
  const token = useSession((s) => s.token);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (token && storage.get('showPotdDialog') === 'true') {
      storage.remove('showPotdDialog');
      setOpen(true);
    }
  }, [token]);
  return [open, () => setOpen(false)];
}
