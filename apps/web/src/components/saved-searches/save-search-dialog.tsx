import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import {
  cutToLength,
  isSendableText,
  MAX_SAVED_SEARCH_NAME_LENGTH,
  MAX_SAVED_SEARCHES,
  type PostListConditions,
} from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../lib/error-messages.ts';
import { useToast } from '../../lib/toast.tsx';
import { useCreateSavedSearch } from '../../lib/saved-searches/saved-searches.ts';
import { useSavedSearchStrings } from '../../lib/saved-searches/saved-search-strings.ts';

/**
 * Saves the timeline's keyword and filters under a name (issue 23), notifying by default: the
 * profile lists it. The name starts as the keyword, cut to the name's limit between characters.
 */
export function SaveSearchDialog({
  conditions,
  onClose,
}: {
  conditions: Pick<PostListConditions, 'keyword' | 'filters'>;
  onClose: () => void;
}) {
  useSavedSearchStrings();
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const keyword = conditions.keyword.trim();
  const [name, setName] = useState(cutToLength(keyword, MAX_SAVED_SEARCH_NAME_LENGTH));
  const [notify, setNotify] = useState(true);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateSavedSearch(idempotencyKey);
  const save = () =>
    create.mutate(
      { name, keyword: keyword || undefined, filters: conditions.filters, notify },
      {
        onSuccess: () => {
          showToast('savedSearches>>saved');
          onClose();
        },
        onError: (error) => showFailure(error),
      },
    );
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="save-search-title">
      <DialogTitle id="save-search-title">{t('savedSearches>>saveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('savedSearches>>saveIntro', { max: MAX_SAVED_SEARCHES })}
        </DialogContentText>
        <TextField
          label={t('savedSearches>>name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing && isSendableText(name)) {
              event.preventDefault();
              save();
            }
          }}
          required
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_SAVED_SEARCH_NAME_LENGTH } }}
        />
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)} />
          }
          label={t('savedSearches>>notify')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!isSendableText(name) || create.isPending}
        >
          {t('savedSearches>>save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
