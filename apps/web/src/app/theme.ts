import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { AVATAR_COLOR } from '@pariksha/shared/constants';

/** Devanagari-capable system fonts first: every Android phone has Noto Sans Devanagari. */
const fontFamily = ['"Noto Sans"', '"Noto Sans Devanagari"', '"Nirmala UI"', 'Mangal', 'Roboto', '"Segoe UI"', 'Arial', 'sans-serif'].join(
  ',',
);

const options: ThemeOptions = {
  palette: { primary: { main: AVATAR_COLOR }, background: { default: '#f6f8fb' } },
  typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
};

/** The app's theme. The browser makes it once, when main.tsx asks (app/App.tsx appParts). */
export const createAppTheme = () => createTheme(options);

/**
 * For the prerender (entry-server.tsx, entry-shell.tsx). Pure: the browser's bundle, which never
 * reads it, drops it instead of computing a second theme while the entry loads.
 */
export const theme = /* @__PURE__ */ createAppTheme();

/** Spec 4: the sidebar is 16 units collapsed and 64 expanded (4px units: 64px and 256px). */
export const SIDEBAR_PX = { collapsed: 64, expanded: 256 } as const;
/** The permanent drawer's width on a laptop, collapsed or not. */
export const sidebarWidth = (collapsed: boolean) => (collapsed ? SIDEBAR_PX.collapsed : SIDEBAR_PX.expanded);
export const HEADER_HEIGHT = 64;
