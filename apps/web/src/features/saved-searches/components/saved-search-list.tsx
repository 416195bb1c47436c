import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import SavedSearchOutlined from '@mui/icons-material/SavedSearchOutlined';
import type { SavedSearch } from '@kizuki/shared';
import {
  countFilters,
  isSendableText,
  MAX_SAVED_SEARCH_NAME_LENGTH,
  MAX_SAVED_SEARCHES,
} from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowsSkeleton } from '../../../components/list-skeleton.tsx';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { listPreferencesStore } from '../../../lib/list-preferences.ts';
import { useToast } from '../../../lib/toast.tsx';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../../../lib/saved-searches/saved-searches.ts';
import { useSavedSearchStrings } from '../../../lib/saved-searches/saved-search-strings.ts';

/**
 * The profile's "Saved searches" (issue 23): each opens the timeline with its keyword and
 * filters, notifies or not, and can be renamed or deleted.
 */
export function SavedSearchList() {
  useSavedSearchStrings();
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const count = searches.data?.data.length;
  return (
    <Paper elevation={0} sx={{ m: 2, overflow: 'hidden' }}>
      <List
        disablePadding
        aria-labelledby="saved-searches-title"
        subheader={
          <ListSubheader id="saved-searches-title" sx={{ bgcolor: 'inherit' }}>
            {t('savedSearches>>title')}
            {count !== undefined && ` (${count}/${MAX_SAVED_SEARCHES})`}
          </ListSubheader>
        }
      >
        {searches.isPending ? (
          <ListItem disablePadding>
            <Box sx={{ width: '100%' }}>
              <RowsSkeleton count={2} />
            </Box>
          </ListItem>
        ) : searches.isError ? (
          <ListItem>
            <ListItemText primary={t('lists>>loadFailed')} />
          </ListItem>
        ) : count === 0 ? (
          <ListItem>
            <ListItemText
              primary={t('savedSearches>>empty')}
              secondary={t('savedSearches>>emptyBody')}
            />
          </ListItem>
        ) : (
          searches.data.data.map((search, index) => (
            <SavedSearchRow
              key={search.id}
              search={search}
              divider={index < searches.data.data.length - 1}
            />
          ))
        )}
      </List>
    </Paper>
  );
}

function SavedSearchRow({ search, divider }: { search: SavedSearch; divider: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const filterCount = countFilters(search.filters);
  const summary = [
    search.keyword && t('savedSearches>>keyword', { keyword: search.keyword }),
    filterCount > 0 && t('savedSearches>>filterCount', { count: filterCount }),
  ]
    .filter(Boolean)
    .join(' · ');

  const open = () => {
    listPreferencesStore.update('timeline', { keyword: search.keyword, filters: search.filters });
    void navigate('/');
    // A new search starts at its first post. The window kept the profile's scroll, and the
    // timeline, drawn at once from what it holds while the search loads, opened mid-list.
    window.scrollTo(0, 0);
  };
  const onDone = (message: string) => ({
    onSuccess: () => {
      showToast(message);
      setDialog(null);
    },
    onError: (error: unknown) => showFailure(error),
  });

  return (
    <ListItem
      disablePadding
      divider={divider}
      secondaryAction={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Switch
            checked={search.notify}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: search.id, notify: event.target.checked },
                { onError: (error) => showFailure(error) },
              )
            }
            slotProps={{
              input: { 'aria-label': t('savedSearches>>notifyOf', { name: search.name }) },
            }}
          />
          <IconButton
            edge="end"
            aria-label={t('savedSearches>>actionsOf', { name: search.name })}
            aria-haspopup="menu"
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MoreVert />
          </IconButton>
        </Box>
      }
    >
      <ListItemButton onClick={open} sx={{ pr: '112px !important' }}>
        <ListItemIcon>
          <SavedSearchOutlined />
        </ListItemIcon>
        <ListItemText
          primary={search.name}
          secondary={summary}
          slotProps={{
            primary: { sx: { overflowWrap: 'anywhere' } },
            secondary: { sx: { overflowWrap: 'anywhere' } },
          }}
        />
      </ListItemButton>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setDialog('rename');
          }}
        >
          {t('savedSearches>>rename')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setDialog('delete');
          }}
        >
          {t('savedSearches>>delete')}
        </MenuItem>
      </Menu>
      {dialog === 'rename' && (
        <RenameDialog
          initial={search.name}
          pending={update.isPending}
          onCancel={() => setDialog(null)}
          onSave={(name) =>
            update.mutate({ id: search.id, name }, onDone('savedSearches>>renamed'))
          }
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t('savedSearches>>deleteTitle')}
          body={t('savedSearches>>deleteBody', { name: search.name })}
          action={t('savedSearches>>delete')}
          color="error"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(search.id, onDone('savedSearches>>deleted'))}
          onClose={() => setDialog(null)}
        />
      )}
    </ListItem>
  );
}

function RenameDialog({
  initial,
  pending,
  onCancel,
  onSave,
}: {
  initial: string;
  pending: boolean;
  onCancel: () => void;
  onSave: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onCancel} aria-labelledby="rename-search-title">
      <DialogTitle id="rename-search-title">{t('savedSearches>>rename')}</DialogTitle>
      <DialogContent>
        <Typography component="div" sx={{ pt: 1 }}>
          <TextField
            label={t('savedSearches>>name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_SAVED_SEARCH_NAME_LENGTH } }}
          />
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('post>>cancel')}</Button>
        <Button
          variant="contained"
          disabled={!isSendableText(name) || pending}
          onClick={() => onSave(name)}
        >
          {t('savedSearches>>save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
