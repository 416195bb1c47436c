import {
  Avatar,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useCurrentUser } from '../current-user.tsx';
import { PageHeader } from './page-header.tsx';

/** /profile: who is signed in, and sign-out (the settings switches arrive with the shell issue). */
export function ProfileScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const rows = [
    { label: t('profile>>email'), value: user.email },
    { label: t('profile>>role'), value: t(`roles>>${user.role}`) },
    { label: t('profile>>unit'), value: user.database },
    { label: t('profile>>organization'), value: user.organizationName ?? '—' },
  ];
  return (
    <>
      <PageHeader title={t('nav>>profile')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
          {user.lastName.slice(0, 1)}
        </Avatar>
        <Typography variant="h6" component="p">
          {user.lastName} {user.firstName}
        </Typography>
      </Box>
      <Paper elevation={0} sx={{ mx: 2 }}>
        <List disablePadding>
          {rows.map((row, index) => (
            <ListItem key={row.label} divider={index < rows.length - 1}>
              <ListItemText
                primary={row.value}
                secondary={row.label}
                slotProps={{ secondary: { component: 'span' } }}
                sx={{ display: 'flex', flexDirection: 'column-reverse' }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
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
