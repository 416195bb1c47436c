/**
 * The visually hidden style of the lazily loaded screens: text for screen readers only (an unread
 * mark's "unread"), a 1px clipped box out of the flow that never widens the page. It is MUI's
 * visuallyHidden, copied: a lazily loaded screen that imported the @mui/utils barrel made the
 * bundler split the first-paint code into more chunks (+1.8 KiB, npm run budget). The first-paint
 * code (bottom navigation, post card) uses MUI's own, which the shell chunk carries anyway.
 */
export const visuallyHidden = {
  border: 0,
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
