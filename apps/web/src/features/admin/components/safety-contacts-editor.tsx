import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import type { SafetyContacts } from '@kizuki/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authorName } from '../../../lib/author-name.ts';
import { contentLang } from '../../../lib/content-lang.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useFindUser, useSaveSafetyContacts } from '../api/compliance-admin.ts';

type Contact = SafetyContacts['data'][number];

/**
 * The unit's safety contacts (issue 19): who receives its safety cases and reports of possible
 * adverse events. Found by e-mail, saved as a whole. Without any, they go to the unit's admins.
 */
export function SafetyContactsEditor({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const save = useSaveSafetyContacts();
  const find = useFindUser();
  const [draft, setDraft] = useState<Contact[] | null>(null);
  const [email, setEmail] = useState('');
  const [notFound, setNotFound] = useState(false);
  const shown = draft ?? contacts;
  const change = (next: Contact[]) =>
    setDraft(
      next.map((one) => one.id).join() === contacts.map((one) => one.id).join() ? null : next,
    );
  const add = (event: FormEvent) => {
    event.preventDefault();
    find.mutate(email.trim(), {
      onSuccess: ({ data }) => {
        const [user] = data;
        setNotFound(!user);
        if (!user) return;
        if (!shown.some((one) => one.id === user.id)) {
          change([
            ...shown,
            { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
          ]);
        }
        setEmail('');
      },
      onError: (error) => showFailure(error),
    });
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="textSecondary">
        {t('admin>>contacts>>intro')}
      </Typography>
      {shown.length === 0 && <Alert severity="warning">{t('admin>>contacts>>none')}</Alert>}
      {shown.length > 0 && (
        <Paper elevation={0}>
          <List disablePadding aria-label={t('admin>>contacts>>list')}>
            {shown.map((contact, index) => (
              <ListItem
                key={contact.id}
                divider={index < shown.length - 1}
                data-contact-email={contact.email}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('admin>>contacts>>remove', { name: authorName(contact) })}
                    onClick={() => change(shown.filter((one) => one.id !== contact.id))}
                  >
                    <PersonRemoveOutlined />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={authorName(contact)}
                  secondary={contact.email}
                  slotProps={{ primary: { lang: contentLang(authorName(contact)) } }}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={add}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label={t('admin>>contacts>>email')}
          type="email"
          size="small"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setNotFound(false);
          }}
          error={notFound}
          helperText={notFound ? t('admin>>contacts>>notFound') : undefined}
          sx={{ flexGrow: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<PersonAddOutlined />}
          disabled={!email.trim() || find.isPending}
        >
          {t('admin>>contacts>>add')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          startIcon={<SaveOutlined />}
          disabled={!draft || save.isPending}
          onClick={() =>
            draft &&
            save.mutate(
              draft.map((one) => one.id),
              {
                onSuccess: () => {
                  setDraft(null);
                  showToast('admin>>contacts>>saved');
                },
                onError: (error) => showFailure(error),
              },
            )
          }
        >
          {t('admin>>contacts>>save')}
        </Button>
        <Button disabled={!draft} onClick={() => setDraft(null)}>
          {t('admin>>rules>>discard')}
        </Button>
      </Stack>
    </Stack>
  );
}
