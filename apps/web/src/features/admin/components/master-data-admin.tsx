import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import type { ClassificationKey, MasterItem } from '@kizuki/shared';
import { COLLECTION_OF, wizardSteps } from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../../components/color-dot.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.tsx';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { itemName } from '../../../lib/master-name.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useAdminMasterItems, useUpdateMasterItem } from '../api/master-data-admin.ts';
import { AdminList, RowLine } from './admin-list.tsx';
import { MasterItemDialog } from './master-item-dialog.tsx';
import { RetirableName, RetireButton } from './retirable.tsx';

/**
 * The unit's master data (issue 20), a wizard step at a time: add, rename in both languages,
 * reorder, recolour (disease groups), link to disease groups, retire and bring back. A retired
 * item stays listed here, marked, and on the posts and in the filters that name it.
 */
export function MasterDataAdmin() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const steps = wizardSteps(me.database);
  const [stepKey, setStepKey] = useState<ClassificationKey>(steps[0]!.key);
  const step = steps.find((one) => one.key === stepKey) ?? steps[0]!;
  const collection = COLLECTION_OF[step.key];
  const isDiseaseGroups = collection === 'diseaseGroups';
  const items = useAdminMasterItems(collection);
  const diseaseGroups = useAdminMasterItems('diseaseGroups');
  const update = useUpdateMasterItem(collection);
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [editing, setEditing] = useState<MasterItem | 'new' | null>(null);
  const rows = items.data ?? [];
  const groupName = (id: number) => {
    const group = diseaseGroups.data?.find((one) => one.id === id);
    return group ? itemName(group, i18n.language) : String(id);
  };

  /** Swaps an item's place with its neighbour's: two changes of `order`. */
  // While a change is saved the buttons stay enabled (a disabled button would drop the keyboard's
  // focus): a press meanwhile is ignored.
  const move = async (index: number, by: -1 | 1) => {
    if (update.isPending) return;
    const item = rows[index]!;
    const neighbour = rows[index + by]!;
    // Equal orders (an import may leave them) cannot be swapped: step past the neighbour.
    const itemOrder =
      neighbour.order === item.order ? Math.max(0, neighbour.order + by) : neighbour.order;
    try {
      await update.mutateAsync({ id: item.id, change: { order: itemOrder } });
      if (neighbour.order !== item.order) {
        await update.mutateAsync({ id: neighbour.id, change: { order: item.order } });
      }
    } catch (error) {
      showFailure(error);
    }
  };
  const setActive = (item: MasterItem, active: boolean) =>
    !update.isPending &&
    update.mutate(
      { id: item.id, change: { active } },
      {
        onSuccess: () =>
          showToast(active ? 'admin>>master>>reactivated' : 'admin>>master>>retired'),
        onError: (error) => showFailure(error),
      },
    );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('admin>>master>>collection')}
          value={step.key}
          onChange={(event) => setStepKey(event.target.value as ClassificationKey)}
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
        >
          {steps.map((one) => (
            <MenuItem key={one.key} value={one.key}>
              {t(`wizard>>steps>>${one.label}`)}
            </MenuItem>
          ))}
        </TextField>
        {!isDiseaseGroups && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            {t('admin>>master>>add')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {isDiseaseGroups ? t('admin>>master>>diseaseGroupsHint') : t('admin>>master>>hint')}
      </Typography>
      <AdminList
        query={items}
        items={rows}
        label={t(`wizard>>steps>>${step.label}`)}
        emptyText={t('admin>>master>>none')}
        row={(item, index) => {
          const name = itemName(item, i18n.language);
          return {
            key: item.id,
            data: { 'data-master-code': item.code },
            primary: (
              <RetirableName
                name={name}
                active={item.active}
                leading={item.color && <ColorDot color={item.color} size={12} inline />}
              />
            ),
            secondary: (
              <>
                <RowLine>{i18n.language === 'en' ? item.nameJa : item.nameEn}</RowLine>
                <RowLine>{item.code}</RowLine>
                {item.diseaseGroupIds.length > 0 && (
                  <RowLine>{item.diseaseGroupIds.map(groupName).join(' / ')}</RowLine>
                )}
              </>
            ),
            actions: (
              <Box sx={{ display: 'flex' }}>
                <IconButton
                  size="small"
                  disabled={index === 0}
                  onClick={() => void move(index, -1)}
                  aria-label={t('admin>>master>>moveUp', { name })}
                >
                  <ArrowUpwardOutlined fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === rows.length - 1}
                  onClick={() => void move(index, 1)}
                  aria-label={t('admin>>master>>moveDown', { name })}
                >
                  <ArrowDownwardOutlined fontSize="small" />
                </IconButton>
                <RetireButton
                  active={item.active}
                  onToggle={() => setActive(item, !item.active)}
                  label={t(
                    item.active ? 'admin>>master>>retireOne' : 'admin>>master>>reactivateOne',
                    { name },
                  )}
                  confirm={{
                    title: t('admin>>master>>retireTitle', { name }),
                    body: t('admin>>master>>retireBody'),
                  }}
                />
              </Box>
            ),
            actionCount: 3,
            onOpen: () => setEditing(item),
          };
        }}
      />
      {editing && (
        <MasterItemDialog
          collection={collection}
          title={t(`wizard>>steps>>${step.label}`)}
          item={editing === 'new' ? null : editing}
          diseaseGroups={diseaseGroups.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
