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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useMasterItems } from '../../../lib/master-data.ts';
import { itemName } from './step-options.tsx';

/** One of the nine filter fields: any of the unit's items of its list. */
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
  const items = useMasterItems(COLLECTION_OF[step.key], null);
  const options = items.data?.data ?? [];
  const value = options.filter((item) => selected.includes(item.id));
  const label = t(`wizard>>steps>>${step.label}`);
  return (
    <Autocomplete<MasterItem, true>
      multiple
      options={options}
      value={value}
      loading={items.isPending}
      onChange={(_, chosen) => onChange(chosen.map((item) => item.id))}
      getOptionLabel={(item) => itemName(item, i18n.language)}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loadingText={t('lists>>loading')}
      noOptionsText={t('composer>>empty')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip key={key} size="small" label={itemName(item, i18n.language)} {...itemProps} />
          );
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
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
