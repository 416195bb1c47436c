import { Box, Chip } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MasterItem } from '@kizuki/shared';
import {
  COLLECTION_OF,
  wizardSteps,
  type PostFilters,
  type WizardStep,
} from '@kizuki/shared/rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../../components/color-dot.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { masterItemsByIdQueryOptions } from '../../../lib/master-data.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { itemName } from '../../../lib/master-name.ts';

/** One field's chosen items, each a chip that removes it when tapped. */
function FieldChips({
  step,
  ids,
  onRemove,
}: {
  step: WizardStep;
  ids: number[];
  onRemove: (id: number, chip: EventTarget | null) => void;
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
          data-filter-chip=""
          onClick={(event) => onRemove(id, event.currentTarget)}
          onDelete={(event: { currentTarget: EventTarget | null }) =>
            onRemove(id, event.currentTarget)
          }
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
  onEmptied,
}: {
  filters: PostFilters;
  onChange: (filters: PostFilters) => void;
  /** The last chip was removed: the caller takes the focus (to the filter button). */
  onEmptied: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const listRef = useRef<HTMLUListElement>(null);
  /** The focus leaves the removed chip for the next one (the previous one at the end), not the page. */
  const moveFocusFrom = (removed: EventTarget | null) => {
    const chips = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-filter-chip]') ?? [])];
    const index = chips.findIndex((chip) => chip === removed || chip.contains(removed as Node));
    const next = index < 0 ? undefined : (chips[index + 1] ?? chips[index - 1]);
    if (next) next.focus();
    else onEmptied();
  };
  return (
    <Box
      ref={listRef}
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
            onRemove={(removed, chip) => {
              moveFocusFrom(chip);
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
