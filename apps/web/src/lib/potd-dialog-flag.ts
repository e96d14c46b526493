import { useEffect, useState } from 'react';
import { storage } from './storage.ts';
import { useAuth } from './session.ts';

/**
 * Spec 2.6: if the stored flag showPotdDialog is true and the user is signed in, the daily
 * problem opens once in a dialog and the flag is removed. Returns whether to show it now; the
 * dialog itself belongs to the daily-problem feature. Admins and teachers never get it (issue 13,
 * roles): their flag is removed without opening.
 */
export function useShowPotdDialogOnce(): [boolean, () => void] {
  const { token, isStaff } = useAuth();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (token && storage.get('showPotdDialog') === 'true') {
      storage.remove('showPotdDialog');
      if (!isStaff) setOpen(true);
    }
  }, [token, isStaff]);
  return [open, () => setOpen(false)];
}
