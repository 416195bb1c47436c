import { Box, ButtonBase } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { FOCUS_OUTLINE } from '../lib/theme.ts';

export interface StripTab<V extends string> {
  value: V;
  label: string;
  /** A tab that is a link (each segment its own address); otherwise `onSelect` is called. */
  to?: string;
}

/** Arrow keys, Home and End move the focus along the tabs (WAI-ARIA's tabs pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'ArrowRight'
      ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft'
        ? (at - 1 + tabs.length) % tabs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? tabs.length - 1
            : null;
  if (next === null || at === -1) return;
  event.preventDefault();
  tabs[next]?.focus();
}

/**
 * A row of tabs of equal width, the chosen one underlined. Drawn from CSS alone: MUI's Tabs
 * measures the page to place its sliding indicator as it is first drawn, which cost the task tray
 * 166 ms of forced layout on a mid-range phone (issue 40). A tab that is a link replaces the
 * history entry: a segment is a view of one screen, and Back leaves the screen.
 */
export function TabStrip<V extends string>({
  label,
  value,
  tabs,
  onSelect,
}: {
  label: string;
  value: V;
  tabs: StripTab<V>[];
  onSelect?: (value: V) => void;
}) {
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      sx={{ display: 'flex', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        const common = {
          role: 'tab',
          'aria-selected': selected,
          tabIndex: selected ? 0 : -1,
          // The keyboard's focus shows as MUI's tabs show it.
          focusRipple: true,
          sx: {
            flex: '1 1 0',
            minWidth: 0,
            minHeight: 48,
            px: 2,
            py: 1.5,
            typography: 'button',
            lineHeight: 1.25,
            textAlign: 'center',
            color: selected ? 'primary.main' : 'text.secondary',
            // The indicator: the chosen tab's own bottom edge, so nothing is measured.
            boxShadow: selected ? 'inset 0 -2px 0 currentColor' : 'none',
            '&.Mui-focusVisible': FOCUS_OUTLINE,
          },
        } as const;
        return tab.to ? (
          <ButtonBase
            key={tab.value}
            {...common}
            component={Link}
            to={tab.to}
            replace
            aria-current={selected ? 'page' : undefined}
          >
            {tab.label}
          </ButtonBase>
        ) : (
          <ButtonBase key={tab.value} {...common} onClick={() => onSelect?.(tab.value)}>
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
