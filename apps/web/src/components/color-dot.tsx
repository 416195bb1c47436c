import { Box } from '@mui/material';

/**
 * A disease group's colour as a dot at the start of a chip (or, `inline`, of a label in running
 * text or a row's name): text on the colour itself would not always reach a 4.5:1 contrast.
 */
export function ColorDot({
  color,
  inline = false,
  size = 10,
  spaceAfter,
}: {
  color: string;
  inline?: boolean;
  /** Pixels across: 10 beside text, 12 at the start of a list row. */
  size?: number;
  /** Room before what follows (spacing units), where no gap of the parent's keeps it. */
  spaceAfter?: number;
}) {
  return (
    <Box
      component="span"
      aria-hidden
      data-color={color}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: color,
        mr: spaceAfter,
        ...(inline ? {} : { ml: '8px !important' }),
      }}
    />
  );
}
