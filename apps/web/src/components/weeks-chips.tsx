import { Chip, Stack, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A week's Monday (YYYY-MM-DD) as the screens show it: 11/23 (ja and en alike, no year). */
export const weekLabel = (week: string) =>
  `${Number(week.slice(5, 7))}/${Number(week.slice(8, 10))}`;

/** A choice of periods in whole weeks (the insights, the usage report), one chip each. */
export function WeeksChips({
  options,
  value,
  onChange,
  sx,
}: {
  options: readonly number[];
  value: number;
  onChange: (weeks: number) => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('insights>>period')} sx={sx}>
      {options.map((option) => (
        <Chip
          key={option}
          label={t('insights>>weeks', { count: option })}
          color={option === value ? 'primary' : 'default'}
          variant={option === value ? 'filled' : 'outlined'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        />
      ))}
    </Stack>
  );
}
