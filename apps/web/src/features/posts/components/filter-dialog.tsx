import {
  AppBar,
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  IconButton,
  Stack,
  TextField,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { MasterItem } from '@kizuki/shared';
import {
  COLLECTION_OF,
  wizardSteps,
  type WizardStep,
  type PostFilters,
} from '@kizuki/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useCommittedText } from '../../../lib/hooks/use-committed-text.ts';
import { masterItemsByIdQueryOptions } from '../../../lib/master-data.ts';
import { useMasterItemPages } from '../../../lib/master-data-pages.ts';
import { itemName } from '../../../lib/master-name.ts';

/** How long the typed text rests before it is searched for (the lists' keyword waits as long). */
const SEARCH_DEBOUNCE_MS = 300;

/** The text the field shows for a chosen item not loaded (yet): its id, never nothing. */
function placeholderItem(id: number): MasterItem {
  const name = `#${id}`;
  return {
    id,
    code: name,
    nameJa: name,
    nameEn: name,
    order: 0,
    color: null,
    subGroupId: null,
    diseaseGroupIds: [],
    active: true,
    synonyms: [],
  };
}

/**
 * One of the nine filter fields: any of the unit's items of its list. The options are the server's
 * answer to what is typed (a list may hold hundreds of workplaces; the first page is not all), and
 * the chosen items are loaded by id, so a chosen item is shown and kept wherever it is listed.
 */
function FilterField({
  step,
  selected,
  onChange,
}: {
  step: WizardStep;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const collection = COLLECTION_OF[step.key];
  const [input, setInput] = useState('');
  // Searched once the text settles; kana in the middle of a conversion are never sent.
  const { settled, handlers } = useCommittedText(input, SEARCH_DEBOUNCE_MS);
  const found = useMasterItemPages(collection, null, settled.trim(), 'all');
  const chosen = useQuery({
    ...masterItemsByIdQueryOptions(collection, selected),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => found.data?.pages.flatMap((page) => page.data) ?? [], [found.data]);
  // Every chosen id stays in the value, loaded or not: the next change writes them all back. The
  // same array while nothing changes: the field clears the typed text whenever its value changes.
  const selectedKey = selected.join(',');
  const value = useMemo(() => {
    const byId = new Map((chosen.data ?? []).map((item): [number, MasterItem] => [item.id, item]));
    return selectedKey
      .split(',')
      .filter(Boolean)
      .map(Number)
      .map((id) => byId.get(id) ?? placeholderItem(id));
  }, [selectedKey, chosen.data]);
  const label = t(`wizard>>steps>>${step.label}`);
  return (
    <Autocomplete<MasterItem, true>
      multiple
      options={options}
      value={value}
      // The server has already matched the text (by either language's name or the code).
      filterOptions={(items) => items}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      loading={found.isPending || input !== settled}
      onChange={(_, items) => onChange(items.map((item) => item.id))}
      getOptionLabel={(item) => itemName(item, i18n.language)}
      isOptionEqualToValue={(option, item) => option.id === item.id}
      loadingText={t('lists>>loading')}
      noOptionsText={t('composer>>empty')}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" label={itemName(item, i18n.language)} {...itemProps} />
          );
        })
      }
      renderInput={(params) => <TextField {...params} {...handlers} label={label} />}
    />
  );
}

/** The filter panel: the unit's list fields, each a multi-select; applied together. */
export function FilterDialog({
  filters,
  onApply,
  onClose,
}: {
  filters: PostFilters;
  onApply: (filters: PostFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<PostFilters>(filters);
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={onClose}
      aria-labelledby="filter-title"
    >
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <IconButton edge="start" onClick={onClose} aria-label={t('composer>>close')}>
            <CloseIcon />
          </IconButton>
          <Typography id="filter-title" variant="h6" component="h2" sx={{ ml: 1, flexGrow: 1 }}>
            {t('lists>>filterTitle')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Stack spacing={2} sx={{ p: 2, flexGrow: 1, overflowY: 'auto' }}>
        {wizardSteps(user.database).map((step) => {
          const field = `${step.key}Id` as const;
          return (
            <FilterField
              key={step.key}
              step={step}
              selected={draft[field] ?? []}
              onChange={(ids) => setDraft({ ...draft, [field]: ids })}
            />
          );
        })}
      </Stack>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          p: 2,
          pb: 'calc(16px + env(safe-area-inset-bottom))',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button onClick={() => setDraft({})}>{t('lists>>clearFilters')}</Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          onClick={() => {
            onApply(
              Object.fromEntries(Object.entries(draft).filter(([, ids]) => ids && ids.length > 0)),
            );
            onClose();
          }}
        >
          {t('lists>>applyFilters')}
        </Button>
      </Box>
    </Dialog>
  );
}
