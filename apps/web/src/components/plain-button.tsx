import { ButtonBase, type ButtonBaseProps, type SxProps, type Theme } from '@mui/material';

const plainButtonSx = (round: boolean): SxProps<Theme> => ({
  minWidth: 44,
  minHeight: 44,
  px: round ? 0 : 1.5,
  borderRadius: round ? '50%' : 2,
  color: round ? 'text.primary' : 'primary.main',
  typography: 'button',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
});

/**
 * A text or icon button built on ButtonBase (already on the first paint for the bottom
 * navigation): MUI's Button would add ~4 KiB brotli to the timeline's first paint. With href it is
 * a link.
 */
export function PlainButton({
  round = false,
  sx,
  href,
  children,
  onClick,
  ...props
}: Omit<ButtonBaseProps, 'sx'> & { round?: boolean; href?: string; sx?: SxProps<Theme> }) {
  const style = [plainButtonSx(round), sx ?? {}] as SxProps<Theme>;
  return href ? (
    <ButtonBase LinkComponent="a" href={href} sx={style}>
      {children}
    </ButtonBase>
  ) : (
    <ButtonBase {...props} onClick={onClick} sx={style}>
      {children}
    </ButtonBase>
  );
}
