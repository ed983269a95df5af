import { styled, type Theme } from '@mui/material/styles';
import { MaterialDesignContent, type VariantType } from 'notistack';

type ToastVariant = Exclude<VariantType, 'default'>;

export interface ToastColor {
  background: string;
  text: string;
}

/**
 * Toast colours with at least 4.5:1 contrast (WCAG AA): notistack's own green, orange and blue carry white text
 * at 3.3:1 or less, so every variant uses the dark shade of the theme's colour.
 */
export function toastColors(theme: Theme): Record<ToastVariant, ToastColor> {
  const { palette } = theme;
  const text = palette.common.white;
  return {
    success: { background: palette.success.dark, text },
    error: { background: palette.error.dark, text },
    warning: { background: palette.warning.dark, text },
    info: { background: palette.info.dark, text },
  };
}

const ToastContent = styled(MaterialDesignContent)(({ theme }) =>
  Object.fromEntries(
    Object.entries(toastColors(theme)).map(([variant, color]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: color.background, color: color.text },
    ]),
  ),
);

/** For SnackbarProvider's `Components`: the same content with the colours above. */
export const TOAST_COMPONENTS: Record<ToastVariant, typeof ToastContent> = {
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
