import { Box, Chip, IconButton, TextField } from '@mui/material';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_CODE_MAX, ITEM_CODE_PATTERN } from '@kizuki/shared/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/**
 * The pieces the admin's lists of retirable things share (master data and organizations, issue
 * 20): an item's import code, its name marked when retired, and the button that retires it or
 * brings it back.
 */

export function CodeField({
  value,
  onChange,
  fixed,
  refusal,
  helpKey,
}: {
  value: string;
  onChange: (code: string) => void;
  /** Once added, the code is read-only (not disabled: its helper stays readable). */
  fixed: boolean;
  /** Why the server refused it, beside it. */
  refusal: string | undefined;
  /** The help while it is being typed. */
  helpKey: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('admin>>master>>code')}
      value={value}
      slotProps={{
        htmlInput: {
          maxLength: ITEM_CODE_MAX,
          autoComplete: 'off',
          spellCheck: false,
          readOnly: fixed,
        },
      }}
      required
      onChange={(event) => onChange(event.target.value)}
      // A fixed code is what is stored (an import's code may be any text): no longer judged.
      error={
        refusal !== undefined || (!fixed && value !== '' && !ITEM_CODE_PATTERN.test(value.trim()))
      }
      helperText={refusal ?? t(fixed ? 'admin>>master>>codeFixed' : helpKey)}
    />
  );
}

/**
 * A name, greyed and marked when retired; it wraps anywhere (long names on a phone). What leads it
 * (a disease group's colour) stays on its first line rather than alone above it.
 */
export function RetirableName({
  name,
  active,
  leading,
}: {
  name: string;
  active: boolean;
  leading?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'flex-start',
          gap: 0.75,
          minWidth: 0,
          overflowWrap: 'anywhere',
          color: active ? undefined : 'text.secondary',
        }}
      >
        {leading && (
          // As tall as the name's first line, and centred on it when the name wraps.
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', height: '1lh' }}
          >
            {leading}
          </Box>
        )}
        <span>{name}</span>
      </Box>
      {!active && <Chip size="small" color="warning" label={t('admin>>master>>retiredChip')} />}
    </>
  );
}

/**
 * Retires a thing after asking, or brings a retired one back at once (the undo: the retired thing
 * stays in its list with this button); labelled with the thing's name. It asks first because it
 * sat beside the order arrows, where a slip retired an item with no word (issue 39). A full tap
 * target (44 px), not the arrows' small one.
 */
export function RetireButton({
  active,
  onToggle,
  label,
  confirm,
}: {
  active: boolean;
  onToggle: () => void;
  label: string;
  /** The question asked before retiring: its title and what follows. */
  confirm: { title: string; body: string };
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <IconButton
        color={active ? 'warning' : 'primary'}
        onClick={() => (active ? setAsking(true) : onToggle())}
        aria-label={label}
        title={label}
        sx={{ width: 44, height: 44 }}
      >
        {active ? <ArchiveOutlined fontSize="small" /> : <UnarchiveOutlined fontSize="small" />}
      </IconButton>
      {asking && (
        <ConfirmDialog
          title={confirm.title}
          body={confirm.body}
          action={t('admin>>master>>retireAction')}
          color="error"
          pending={false}
          onConfirm={() => {
            setAsking(false);
            onToggle();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
