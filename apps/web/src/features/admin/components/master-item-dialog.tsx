import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { Collection, MasterItem } from '@kizuki/shared';
import {
  COLOR_PATTERN,
  hasVisibleText,
  ITEM_CODE_PATTERN,
  MASTER_NAME_MAX,
} from '@kizuki/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemName } from '../../../lib/master-name.ts';
import { useCreateMasterItem, useUpdateMasterItem } from '../api/master-data-admin.ts';
import { useCodedItemOutcome } from './coded-item-outcome.ts';
import { synonymRefusal } from './synonym-refusal.ts';
import { CodeField } from './retirable.tsx';

type Field = 'code' | 'nameJa' | 'nameEn' | 'color' | 'diseaseGroupIds' | 'synonyms';
const FIELDS: readonly Field[] = [
  'code',
  'nameJa',
  'nameEn',
  'color',
  'diseaseGroupIds',
  'synonyms',
];

/** Issue 23: the synonyms as the admin types them, one a line. */
const synonymsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * An item as an admin adds or changes it (issue 20): its code (the import's key, fixed once added),
 * its names in both languages, a disease group's colour, the disease groups another item belongs
 * to (none: every group). Retiring is on the item's row, where it can be undone at once.
 */
export function MasterItemDialog({
  collection,
  title,
  item,
  diseaseGroups,
  onClose,
}: {
  collection: Collection;
  /** The wizard step's name: what kind of item this is. */
  title: string;
  item: MasterItem | null;
  diseaseGroups: MasterItem[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreateMasterItem(collection);
  const update = useUpdateMasterItem(collection);
  const isDiseaseGroups = collection === 'diseaseGroups';
  const [code, setCode] = useState(item?.code ?? '');
  const [nameJa, setNameJa] = useState(item?.nameJa ?? '');
  const [nameEn, setNameEn] = useState(item?.nameEn ?? '');
  const [color, setColor] = useState(item?.color ?? '');
  const [groupIds, setGroupIds] = useState<number[]>(item?.diseaseGroupIds ?? []);
  const [synonyms, setSynonyms] = useState((item?.synonyms ?? []).join('\n'));
  const { refused, clearRefusal, onRefused, done } = useCodedItemOutcome({
    fields: FIELDS,
    codeTakenKey: 'admin>>master>>codeTaken',
    onClose,
    explain: (error) => {
      const ofSynonym = synonymRefusal(error, synonymsOf(synonyms));
      return ofSynonym ? t(ofSynonym.key, ofSynonym.values) : undefined;
    },
  });
  const pending = create.isPending || update.isPending;
  const valid =
    (item !== null || ITEM_CODE_PATTERN.test(code.trim())) &&
    hasVisibleText(nameJa) &&
    hasVisibleText(nameEn) &&
    (color === '' || COLOR_PATTERN.test(color));

  const save = () => {
    const fields = {
      nameJa: nameJa.trim(),
      nameEn: nameEn.trim(),
      color: isDiseaseGroups ? color || null : (item?.color ?? null),
      ...(isDiseaseGroups ? {} : { diseaseGroupIds: [...groupIds].sort((a, b) => a - b) }),
      synonyms: synonymsOf(synonyms),
    };
    if (item) {
      const change = Object.fromEntries(
        Object.entries(fields).filter(
          ([key, value]) => JSON.stringify(value) !== JSON.stringify(item[key as keyof MasterItem]),
        ),
      );
      if (Object.keys(change).length === 0) return onClose();
      update.mutate(
        { id: item.id, change },
        { onSuccess: done('admin>>master>>saved'), onError: onRefused },
      );
    } else {
      create.mutate(
        { ...fields, code: code.trim() },
        { onSuccess: done('admin>>master>>added'), onError: onRefused },
      );
    }
  };
  const helper = (field: Field) => (refused?.field === field ? refused.message : undefined);

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="master-item-title">
      <DialogTitle id="master-item-title">
        {item
          ? t('admin>>master>>editTitle', { step: title })
          : t('admin>>master>>newTitle', { step: title })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CodeField
            value={code}
            onChange={(value) => {
              setCode(value);
              clearRefusal();
            }}
            fixed={item !== null}
            refusal={helper('code')}
            helpKey="admin>>master>>codeHelp"
          />
          <TextField
            label={t('admin>>master>>nameJa')}
            value={nameJa}
            required
            onChange={(event) => setNameJa(event.target.value)}
            error={refused?.field === 'nameJa'}
            helperText={helper('nameJa')}
            slotProps={{ htmlInput: { maxLength: MASTER_NAME_MAX, lang: 'ja' } }}
          />
          <TextField
            label={t('admin>>master>>nameEn')}
            value={nameEn}
            required
            onChange={(event) => setNameEn(event.target.value)}
            error={refused?.field === 'nameEn'}
            helperText={helper('nameEn')}
            slotProps={{ htmlInput: { maxLength: MASTER_NAME_MAX, lang: 'en' } }}
          />
          {isDiseaseGroups ? (
            <TextField
              label={t('admin>>master>>color')}
              value={color}
              onChange={(event) => setColor(event.target.value)}
              error={refused?.field === 'color' || (color !== '' && !COLOR_PATTERN.test(color))}
              helperText={helper('color') ?? t('admin>>master>>colorHelp')}
              slotProps={{
                htmlInput: { maxLength: 7, autoComplete: 'off', spellCheck: false },
                input: {
                  startAdornment: (
                    <input
                      type="color"
                      aria-label={t('admin>>master>>colorPicker')}
                      value={COLOR_PATTERN.test(color) ? color : '#1e88e5'}
                      onChange={(event) => setColor(event.target.value)}
                      style={{
                        width: 32,
                        height: 32,
                        border: 0,
                        padding: 0,
                        marginRight: 8,
                        background: 'none',
                      }}
                    />
                  ),
                },
              }}
            />
          ) : (
            <TextField
              select
              label={t('admin>>master>>diseaseGroups')}
              value={groupIds}
              onChange={(event) => {
                const value = event.target.value as unknown as number[] | string;
                setGroupIds(typeof value === 'string' ? [] : value);
              }}
              error={refused?.field === 'diseaseGroupIds'}
              helperText={helper('diseaseGroupIds') ?? t('admin>>master>>diseaseGroupsHelp')}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as number[])
                      .map((id) => {
                        const group = diseaseGroups.find((one) => one.id === id);
                        return group ? itemName(group, i18n.language) : id;
                      })
                      .join(' / ') || t('admin>>master>>everyGroup'),
                  displayEmpty: true,
                },
                inputLabel: { shrink: true },
              }}
            >
              {diseaseGroups.map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  <Checkbox
                    // The option itself is what is chosen; the box only shows it.
                    tabIndex={-1}
                    slotProps={{ input: { 'aria-hidden': true } }}
                    checked={groupIds.includes(group.id)}
                    size="small"
                    sx={{ p: 0.5, mr: 1 }}
                  />
                  <ListItemText primary={itemName(group, i18n.language)} />
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('admin>>master>>synonyms')}
            value={synonyms}
            multiline
            minRows={2}
            onChange={(event) => {
              setSynonyms(event.target.value);
              clearRefusal();
            }}
            error={refused?.field === 'synonyms'}
            helperText={helper('synonyms') ?? t('admin>>master>>synonymsHelp')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin>>master>>cancel')}</Button>
        <Button variant="contained" disabled={!valid || pending} onClick={save}>
          {item ? t('admin>>master>>save') : t('admin>>master>>create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
