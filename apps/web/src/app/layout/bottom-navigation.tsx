import { Box, ButtonBase, Paper } from '@mui/material';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { BADGE_MAX } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { useEffect, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import type { BadgeCounts } from './use-badge-counts.ts';
import { BOTTOM_NAV_HEIGHT, FOCUS_OUTLINE } from '../../lib/theme.ts';
import { visuallyHidden } from '@mui/utils';

/** SPEC.md section 2: five tabs, in this order; three carry a badge. */
export const TABS = [
  {
    path: '/',
    label: 'nav>>home',
    icon: <HomeOutlined />,
    also: ['/search'],
    badge: 'unreadPosts',
  },
  {
    path: '/posts',
    label: 'nav>>posts',
    icon: <ViewListOutlined />,
    // The comments are a segment of the post list (PostsSegments).
    also: ['/comments'],
    badge: null,
  },
  {
    path: '/tasks',
    label: 'nav>>tasks',
    icon: <AssignmentOutlined />,
    // The office's inquiries are reached from the task tray's header, and are tasks of a kind.
    also: ['/inquiries'],
    badge: 'openTasks',
  },
  {
    path: '/notifications',
    label: 'nav>>notifications',
    icon: <NotificationsOutlined />,
    also: [],
    badge: 'unreadNotifications',
  },
  // The admin area is reached from the profile.
  {
    path: '/profile',
    label: 'nav>>profile',
    icon: <PersonOutline />,
    also: ['/admin', '/insights'],
    badge: null,
  },
] as const satisfies readonly {
  path: string;
  label: string;
  icon: ReactElement;
  also: readonly string[];
  badge: keyof BadgeCounts | null;
}[];

/** The tab a path belongs to by the path alone: what a direct link (nothing to go by) selects. */
export function activeTabOf(pathname: string): string | false {
  const tab = TABS.find(
    ({ path, also }) =>
      (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)) ||
      also.some((other) => pathname === other || pathname.startsWith(`${other}/`)),
  );
  return tab?.path ?? false;
}

/** A tab's own screens (its list, its segments), as opposed to the objects opened from them. */
function isTabScreen(pathname: string): boolean {
  return TABS.some(
    ({ path, also }) => pathname === path || also.some((other) => pathname === other),
  );
}

/**
 * The tab selected for one history entry. A tab's own screen selects that tab; an object opened
 * from somewhere (a post from Home, from the post list, from a notice; a task's post) keeps the tab
 * the person came from, and keeps it when they come back to that entry (back, forward). A direct
 * link, or an entry from before a reload, falls back to the path's own tab.
 */
export function selectedTabOf(
  entry: { key: string; pathname: string },
  previousTab: string | false,
  origins: Map<string, string | false>,
): string | false {
  if (isTabScreen(entry.pathname)) return activeTabOf(entry.pathname);
  if (origins.has(entry.key)) return origins.get(entry.key)!;
  return previousTab === false ? activeTabOf(entry.pathname) : previousTab;
}

/** The tab chosen for each history entry (location.key) seen in this page's life. */
const originOfEntry = new Map<string, string | false>();
/** The tab of the screen shown before this one (the app has one navigation bar). */
let lastSelectedTab: string | false = false;

function useSelectedTab(): string | false {
  const location = useLocation();
  const selected = selectedTabOf(location, lastSelectedTab, originOfEntry);
  useEffect(() => {
    lastSelectedTab = selected;
    originOfEntry.set(location.key, selected);
  }, [location.key, selected]);
  return selected;
}

/** The count on a tab's icon, in the error colour (SPEC.md section 2), "99+" above the cap. */
const BADGE_SX = {
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(50%, -50%)',
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'error.main',
  color: 'error.contrastText',
  fontSize: '0.75rem',
  fontWeight: 500,
  lineHeight: 1,
  whiteSpace: 'nowrap',
} as const;

/**
 * The five tabs at the bottom, drawn from the shell's own pieces: MUI's BottomNavigation, its
 * actions and Badge cost the first paint 2.2 KiB and a style insertion each (issue 40).
 */
export function AppBottomNavigation({ counts }: { counts: BadgeCounts }) {
  const { t } = useTranslation();
  const selectedTab = useSelectedTab();
  return (
    <Paper
      component="nav"
      aria-label={t('nav>>label')}
      square
      elevation={3}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <Box sx={{ height: BOTTOM_NAV_HEIGHT, display: 'flex', justifyContent: 'center' }}>
        {TABS.map((tab) => {
          const count = tab.badge ? counts[tab.badge] : 0;
          const selected = tab.path === selectedTab;
          return (
            <ButtonBase
              key={tab.path}
              component={Link}
              to={tab.path}
              // The selected tab is the current place, whichever screen was opened from it.
              aria-current={selected ? 'page' : undefined}
              focusRipple
              sx={{
                flex: '1 1 0',
                minWidth: 0,
                maxWidth: 168,
                px: 0.5,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                color: selected ? 'primary.main' : 'text.secondary',
                '&.Mui-focusVisible': FOCUS_OUTLINE,
              }}
            >
              <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
                {tab.icon}
                {/* The count is said in words after the label ("タスク（3件）"); the badge is
                    for the eye. With nothing to count there is no badge at all. */}
                {count > 0 && (
                  <Box component="span" aria-hidden data-badge sx={BADGE_SX}>
                    {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
                  </Box>
                )}
              </Box>
              {/* Five labels share a phone's width: one line each, never wrapped. */}
              <Box
                component="span"
                data-nav-label
                sx={{ fontSize: '0.6875rem', lineHeight: 1.66, whiteSpace: 'nowrap' }}
              >
                {t(tab.label)}
                {count > 0 && (
                  <Box component="span" sx={visuallyHidden}>
                    {t('nav>>badgeCount', { count })}
                  </Box>
                )}
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
    </Paper>
  );
}
