import { Box, keyframes, type SxProps, type Theme } from '@mui/material';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A grey placeholder the size of what is loading: a line of text by default. MUI's Skeleton does
 * the same with more code on the path to the first paint.
 */
export function SkeletonBlock({
  width = '100%',
  height = '1.2em',
  sx,
}: {
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}) {
  const base: SxProps<Theme> = {
    width,
    height,
    my: '0.25em',
    borderRadius: 1,
    bgcolor: 'action.hover',
    animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  };
  return <Box aria-hidden sx={[base, sx ?? {}] as SxProps<Theme>} />;
}
