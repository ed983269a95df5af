import { createTheme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

/** Brand colours; every text and focus colour below is checked for WCAG AA contrast in theme.test.ts. */
const PRIMARY = '#1a3d6d';
const WHITE = '#ffffff';

/**
 * The keyboard focus ring: 3 px, 2 px away from the element, so it is seen against the page around it (10.9:1
 * on white) whatever the element's own colour; white on the dark header bar.
 */
export const FOCUS_RING = { color: PRIMARY, onDark: WHITE, width: 3, offset: 2 } as const;

const focusRing = (color: string) => ({
  outline: `${FOCUS_RING.width}px solid ${color}`,
  outlineOffset: FOCUS_RING.offset,
});

/** App theme with MUI's German component texts (DESIGN §2) and visible keyboard focus (WCAG 2.4.7). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: PRIMARY },
      secondary: { main: '#b23a48' },
      background: { default: '#f7f8fa' },
      // MUI's warning.dark (#e65100) has 3.8:1 with white text; this one 5.6:1 (the warning toast uses it).
      warning: { main: '#ed6c02', dark: '#a84d00' },
    },
    typography: {
      button: { textTransform: 'none' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Form fields (date fields: their editable day, month and year parts) show focus with their own thick
          // border; everything else gets the ring.
          ':focus-visible:not(input, textarea, select, [contenteditable], .MuiPickersSectionList-root)': focusRing(
            FOCUS_RING.color,
          ),
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          // MUI removes the outline of buttons, menu items, tabs and chips: put the ring back for the keyboard.
          root: { '&.Mui-focusVisible': focusRing(FOCUS_RING.color) },
        },
      },
      MuiAlert: {
        styleOverrides: {
          // On a phone an alert's button goes under its text, the icon stays beside it: beside the button the text
          // had a third of the width (the e-mail confirmation notice: 125 of 328 px).
          root: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: {
              '&:has(> .MuiAlert-action)': { flexWrap: 'wrap' },
              '& > .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
              '& > .MuiAlert-action': { flexBasis: '100%', justifyContent: 'flex-end', marginLeft: 0, paddingTop: 0 },
            },
          }),
          // A word longer than the line (an e-mail address) breaks instead of running out of the box.
          message: { overflowWrap: 'anywhere' },
        },
      },
      MuiAppBar: {
        styleOverrides: {
          root: {
            '& :focus-visible, & .MuiButtonBase-root.Mui-focusVisible': { outlineColor: FOCUS_RING.onDark },
          },
        },
      },
    },
  },
  deDE,
);
