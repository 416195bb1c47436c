import { canViewInsights, PERMISSIONS } from '@kizuki/shared/rules';
import {
  Avatar,
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Paper,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Logout from '@mui/icons-material/Logout';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { LANGUAGES, type Language } from '../../lib/i18n/languages.ts';
import { settingsStore, useSettings, useThemeMode } from '../../lib/settings.ts';
import { useToast } from '../../lib/toast.tsx';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { DelegationSettings } from '../../features/approvals/components/delegation-settings.tsx';
import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list.tsx';
import { PageHeader } from './page-header.tsx';

const LANGUAGE_NAMES: Record<Language, string> = { ja: '日本語', en: 'English' };

/** /profile: who is signed in, the settings of SPEC.md section 3, and sign-out. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const settings = useSettings();
  const themeMode = useThemeMode();
  const showToast = useToast();

  const change = (update: Parameters<typeof settingsStore.update>[0]) => {
    settingsStore.update(update);
    showToast('settings>>saved');
  };

  /** The push switch: on subscribes this browser now; off unsubscribes it and tells the server. */
  const switchPush = async (on: boolean) => {
    settingsStore.update({ subscribed: on });
    const push = await import('../../features/push/push-subscription.ts');
    if (!on) {
      await push.endPushSubscription(user.id, push.browserPushEnvironment);
      showToast('settings>>saved');
      return;
    }
    const outcome = await push.ensurePushSubscription(user.id, push.browserPushEnvironment, {
      force: true,
    });
    if (outcome === 'unsupported' || outcome === 'denied') {
      settingsStore.update({ subscribed: false });
      showToast(`settings>>push${outcome === 'denied' ? 'Denied' : 'Unsupported'}`, 'error');
    } else {
      showToast(outcome === 'failed' ? 'settings>>pushLater' : 'settings>>saved');
    }
  };

  const rows = [
    { label: t('profile>>email'), value: user.email },
    { label: t('profile>>role'), value: t(`roles>>${user.role}`) },
    { label: t('profile>>unit'), value: t(`units>>${user.database}`) },
    { label: t('profile>>organization'), value: user.organizationName ?? '—' },
  ];
  return (
    <>
      <PageHeader title={t('nav>>profile')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
          {user.lastName.slice(0, 1)}
        </Avatar>
        <Typography variant="h6" component="p" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {user.lastName} {user.firstName}
        </Typography>
      </Box>
      <Paper elevation={0} sx={{ mx: 2, overflow: 'hidden' }}>
        <List disablePadding>
          {rows.map((row, index) => (
            <ListItem key={row.label} divider={index < rows.length - 1}>
              <ListItemText
                primary={row.value}
                secondary={row.label}
                sx={{ display: 'flex', flexDirection: 'column-reverse' }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>

      <Paper elevation={0} sx={{ m: 2, overflow: 'hidden' }}>
        <List
          disablePadding
          subheader={
            <ListSubheader sx={{ bgcolor: 'inherit' }}>{t('settings>>title')}</ListSubheader>
          }
        >
          <ListItem
            divider
            secondaryAction={
              <Switch
                edge="end"
                checked={themeMode === 'dark'}
                onChange={(event) => change({ theme: event.target.checked ? 'dark' : 'light' })}
                slotProps={{ input: { 'aria-labelledby': 'setting-dark-theme' } }}
              />
            }
          >
            <ListItemText id="setting-dark-theme" primary={t('settings>>darkTheme')} />
          </ListItem>
          <ListItem
            divider
            secondaryAction={
              <ToggleButtonGroup
                exclusive
                size="small"
                value={settings.lang}
                aria-labelledby="setting-language"
                onChange={(_event, lang: Language | null) => {
                  if (lang) change({ lang });
                }}
              >
                {LANGUAGES.map((lang) => (
                  <ToggleButton key={lang} value={lang} lang={lang} sx={{ px: 1.5 }}>
                    {LANGUAGE_NAMES[lang]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            }
          >
            <ListItemText id="setting-language" primary={t('settings>>language')} />
          </ListItem>
          <ListItem
            secondaryAction={
              <Switch
                edge="end"
                checked={settings.subscribed}
                onChange={(event) => void switchPush(event.target.checked)}
                slotProps={{ input: { 'aria-labelledby': 'setting-push' } }}
              />
            }
          >
            <ListItemText
              id="setting-push"
              primary={t('settings>>push')}
              secondary={t('settings>>pushHint')}
            />
          </ListItem>
        </List>
      </Paper>

      {PERMISSIONS[user.role].approvesContentOf !== null && <DelegationSettings />}
      <SavedSearchList />

      {canViewInsights(user) && (
        <Paper elevation={0} sx={{ m: 2, overflow: 'hidden' }}>
          <List disablePadding>
            <ListItem disablePadding>
              <ListItemButton component={Link} to="/insights">
                <ListItemIcon>
                  <InsightsOutlined />
                </ListItemIcon>
                <ListItemText primary={t('insights>>title')} secondary={t('insights>>entryHint')} />
                <ChevronRight aria-hidden />
              </ListItemButton>
            </ListItem>
          </List>
        </Paper>
      )}

      {user.isAdmin && (
        <Paper elevation={0} sx={{ m: 2, overflow: 'hidden' }}>
          <List disablePadding>
            <ListItem disablePadding>
              <ListItemButton component={Link} to="/admin">
                <ListItemIcon>
                  <AdminPanelSettingsOutlined />
                </ListItemIcon>
                <ListItemText primary={t('admin>>title')} secondary={t('admin>>entryHint')} />
                <ChevronRight aria-hidden />
              </ListItemButton>
            </ListItem>
          </List>
        </Paper>
      )}

      <Box sx={{ p: 2 }}>
        <Button
          variant="outlined"
          color="inherit"
          fullWidth
          startIcon={<Logout />}
          onClick={() => void signOut()}
        >
          {t('auth>>signOut')}
        </Button>
      </Box>
    </>
  );
}
