import { Box } from '@mui/material';

/**
 * A disease group's colour as a dot at the start of a chip (or, `inline`, of a label in running
 * text): text on the colour itself would not always reach a 4.5:1 contrast.
 */
export function ColorDot({ color, inline = false }: { color: string; inline?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-color={color}
      sx={{
        width: 10,
        height: 10,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: color,
        ...(inline ? {} : { ml: '8px !important' }),
      }}
    />
  );
}
