import { Box, Chip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MasterItem } from '@kizuki/shared';
import {
  COLLECTION_OF,
  wizardSteps,
  type PostFilters,
  type WizardStep,
} from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../../components/color-dot.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { masterItemsByIdQueryOptions } from '../../../lib/master-data.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { itemName } from './step-options.tsx';

/** One field's chosen items, each a chip that removes it when tapped. */
function FieldChips({
  step,
  ids,
  onRemove,
}: {
  step: WizardStep;
  ids: number[];
  onRemove: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  // By id, not the list's first page: a chosen workplace may be the 150th of the unit's.
  // The previous answer stays while the next loads, so removing one chip does not blank the rest.
  const items = useQuery({
    ...masterItemsByIdQueryOptions(COLLECTION_OF[step.key], ids),
    placeholderData: keepPreviousData,
  });
  const byId = new Map((items.data ?? []).map((item): [number, MasterItem] => [item.id, item]));
  const fieldLabel = t(`wizard>>steps>>${step.label}`);
  return ids.map((id) => {
    const item = byId.get(id);
    // An item not (yet) loaded still shows, by its id, so no filter is ever invisible.
    const name = `${fieldLabel}: ${item ? itemName(item, i18n.language) : `#${id}`}`;
    return (
      <Box component="li" key={`${step.key}-${id}`} sx={{ maxWidth: '100%' }}>
        <Chip
          // The name starts with what the chip shows (WCAG 2.5.3), then says what a tap does.
          label={
            <>
              {name}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('filterChips>>remove')}`}
              </Box>
            </>
          }
          icon={item?.color ? <ColorDot color={item.color} /> : undefined}
          onClick={() => onRemove(id)}
          onDelete={() => onRemove(id)}
          // A long name wraps inside the chip instead of widening the page or being cut off.
          sx={{
            maxWidth: '100%',
            height: 'auto',
            minHeight: 32,
            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
          }}
        />
      </Box>
    );
  });
}

/**
 * A list's filters in use, one chip per chosen item (SPEC.md section 3: each filter field is a
 * list); tapping a chip removes that item from its field.
 */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: PostFilters;
  onChange: (filters: PostFilters) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Box
      component="ul"
      aria-label={t('filterChips>>label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1, m: 0, listStyle: 'none' }}
    >
      {wizardSteps(user.database).map((step) => {
        const field = `${step.key}Id` as const;
        const ids = filters[field];
        if (!ids?.length) return null;
        return (
          <FieldChips
            key={step.key}
            step={step}
            ids={ids}
            onRemove={(removed) => {
              const rest = ids.filter((id) => id !== removed);
              const { [field]: _removed, ...others } = filters;
              onChange(rest.length > 0 ? { ...others, [field]: rest } : others);
            }}
          />
        );
      })}
    </Box>
  );
}
