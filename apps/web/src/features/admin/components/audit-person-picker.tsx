import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { User } from '@kizuki/shared';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorName } from '../../../lib/author-name.ts';
import { usePeople } from '../api/people.ts';

/** Who acted: found by name or e-mail among the unit's people, deactivated ones included. */
export function AuditPersonPicker({
  value,
  onChange,
}: {
  value: User | null;
  onChange: (person: User | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const people = usePeople({
    q: useDeferredValue(input),
    role: undefined,
    organizationId: undefined,
    active: undefined,
  });
  const options = people.data?.pages[0]?.data ?? [];
  return (
    <Autocomplete
      size="small"
      value={value}
      onChange={(_, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={value && !options.some((one) => one.id === value.id) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={(person) => authorName(person)}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={people.isFetching}
      noOptionsText={t('admin>>people>>none')}
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props}>
          <Box>
            <Typography variant="body2">{authorName(person)}</Typography>
            <Typography variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('admin>>audit>>actor')} />}
    />
  );
}
