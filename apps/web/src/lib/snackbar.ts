import { create } from 'zustand';

export type Severity = 'success' | 'info' | 'warning' | 'error';

type SnackbarState = {
  open: boolean;
  message: string;
  severity: Severity;
  show: (message: string, severity?: Severity) => void;
  /** Spec 4: when hidden, message and severity reset (severity to success). */
  hide: () => void;
};

export const useSnackbar = create<SnackbarState>((set) => ({
  open: false,
  message: '',
  severity: 'success',
  show: (message, severity = 'success') => set({ open: true, message, severity }),
  hide: () => set({ open: false, message: '', severity: 'success' }),
}));
