import {
  Alert,
  Box,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { MasterItem } from '@kizuki/shared';
import { COLLECTION_OF, type WizardStep } from '@kizuki/shared/rules';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { useMasterItems } from '../../../lib/master-data.ts';

export function itemName(item: MasterItem, language: string) {
  return language === 'en' ? item.nameEn : item.nameJa;
}

/** One selection step: the collection's items (narrowed by the disease group), one to choose. */
export function StepOptions({
  step,
  diseaseGroupId,
  selectedId,
  onChoose,
}: {
  step: WizardStep;
  diseaseGroupId: number | null;
  selectedId: number | null;
  onChoose: (item: MasterItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const isDiseaseGroup = step.key === 'diseaseGroup';
  const { data, isPending, isError } = useMasterItems(
    COLLECTION_OF[step.key],
    isDiseaseGroup ? null : diseaseGroupId,
  );
  const titleId = `step-${step.key}`;

  if (isPending) {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('composer>>loadFailed')}
      </Alert>
    );
  if (data.data.length === 0) {
    return <Typography sx={{ p: 3, color: 'text.secondary' }}>{t('composer>>empty')}</Typography>;
  }
  return (
    <List role="radiogroup" aria-labelledby={titleId} sx={{ px: 1 }}>
      {data.data.map((item) => {
        const checked = item.id === selectedId;
        return (
          <ListItemButton
            key={item.id}
            role="radio"
            aria-checked={checked}
            selected={checked}
            onClick={() => onChoose(item)}
            sx={{ borderRadius: 2, mb: 0.5 }}
          >
            {/* The option itself is the radio: the icon only shows its state. */}
            <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
              {checked ? <RadioButtonChecked color="primary" /> : <RadioButtonUnchecked />}
            </ListItemIcon>
            {item.color && (
              <Box
                aria-hidden
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: item.color,
                  mr: 1.5,
                  flexShrink: 0,
                }}
              />
            )}
            <ListItemText primary={itemName(item, i18n.language)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
