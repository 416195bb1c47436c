import { ButtonBase } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { can } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { BOTTOM_NAV_HEIGHT } from '../../../lib/theme.ts';

export const COMPOSE_PARAM = 'compose';
export const QUOTED_ID_PARAM = 'quotedId';
export const DRAFT_ID_PARAM = 'draftId';

/** Opens the composer over the current screen, for the roles that may post (PRODUCT.md). */
export function ComposeButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  if (!can(user.role, 'createPost')) return null;
  const open = () => {
    const params = new URLSearchParams(location.search);
    params.set(COMPOSE_PARAM, 'post');
    // A history entry of its own, so the phone's back button closes the composer.
    void navigate({ search: params.toString() }, { state: { composerOpenedHere: true } });
  };
  return (
    // MUI's extended Fab drawn on ButtonBase, which the first screen loads anyway: the Fab
    // component itself cost the timeline's first paint about 1 KiB (issue 18).
    <ButtonBase
      onClick={open}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom) + 16px)`,
        zIndex: 'speedDial',
        height: 48,
        minWidth: 48,
        px: 2,
        borderRadius: 24,
        typography: 'button',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 6,
        transition: (theme) => theme.transitions.create(['background-color', 'box-shadow']),
        '&:hover': { bgcolor: 'primary.dark' },
        '&:active': { boxShadow: 12 },
        '&.Mui-focusVisible': {
          boxShadow: 6,
          outline: 2,
          outlineColor: 'primary.light',
          outlineOffset: 2,
        },
      }}
    >
      <EditOutlined sx={{ mr: 1 }} />
      {t('composer>>compose')}
    </ButtonBase>
  );
}
