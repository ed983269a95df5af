import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

/** App theme with MUI's German component texts (DESIGN §2). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1a3d6d' },
      secondary: { main: '#b23a48' },
      background: { default: '#f7f8fa' },
    },
    typography: {
      button: { textTransform: 'none' },
    },
  },
  deDE,
);
