import { Box } from '@mui/material';

/**
 * A disease group's colour as a dot at the start of a chip: text on the colour itself would not
 * always reach a 4.5:1 contrast.
 */
export function ColorDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-color={color}
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, ml: '8px !important' }}
    />
  );
}
