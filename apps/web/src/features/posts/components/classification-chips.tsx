import { Box, Chip, Skeleton } from '@mui/material';
import type { MasterItem, PostDetail } from '@kizuki/shared';
import { wizardSteps, type BusinessUnit, type WizardStep } from '@kizuki/shared/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../../components/color-dot.tsx';
import { itemName } from '../../../lib/master-name.ts';
import { useClassificationItems } from './use-classification-items.ts';

/** A chip whose label wraps inside it: the same box for the item and for its placeholder. */
const CHIP_SX = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 24,
  // A long name (English ones are) wraps inside the chip instead of running out of the card.
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
} as const;

/**
 * One classification chip: the step's name and the chosen item, the disease group with its colour.
 * While the item's name loads, the chip is already there with the step's name and a placeholder of
 * a typical name's width, so the lines below do not move when it arrives (the post detail's layout
 * shift, docs/performance.md).
 */
function ClassificationChip({ step, item }: { step: WizardStep; item: MasterItem | undefined }) {
  const { t, i18n } = useTranslation();
  const stepName = t(`wizard>>steps>>${step.label}`);
  if (!item) {
    return (
      <Chip
        size="small"
        aria-busy="true"
        label={
          <>
            {stepName}: <Skeleton component="span" sx={{ display: 'inline-block', width: '6em' }} />
          </>
        }
        sx={CHIP_SX}
      />
    );
  }
  return (
    <Chip
      size="small"
      label={`${stepName}: ${itemName(item, i18n.language)}`}
      icon={item.color ? <ColorDot color={item.color} /> : undefined}
      sx={CHIP_SX}
    />
  );
}

/**
 * A post's classification, one chip per step of the unit's wizard that has a choice, named from
 * `items` (a post's detail carries them: issue 40); a chip whose item is not there yet shows its
 * placeholder.
 */
export function ClassificationChipList({
  classification,
  unit,
  items,
}: {
  classification: PostDetail['classification'];
  unit: BusinessUnit;
  items: ReadonlyMap<number, MasterItem>;
}) {
  const { t } = useTranslation();
  const steps = useMemo(() => wizardSteps(unit), [unit]);
  return (
    <Box
      component="ul"
      aria-label={t('post>>classification')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2, listStyle: 'none' }}
    >
      {steps.map((step) => {
        const itemId = classification[`${step.key}Id`];
        return itemId ? (
          <Box component="li" key={step.key} sx={{ minWidth: 0, maxWidth: '100%' }}>
            <ClassificationChip step={step} item={items.get(itemId)} />
          </Box>
        ) : null;
      })}
    </Box>
  );
}

/** The same, for a classification that came without its items: they are fetched by id. */
export function ClassificationChips({
  classification,
  unit,
}: {
  classification: PostDetail['classification'];
  unit: BusinessUnit;
}) {
  const steps = useMemo(() => wizardSteps(unit), [unit]);
  // By id, not the list's first page: the post's workplace may be the 150th of the unit's.
  const { items } = useClassificationItems(steps, classification);
  return <ClassificationChipList classification={classification} unit={unit} items={items} />;
}
