import {
  Box,
  Collapse,
  IconButton,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMoreOutlined';
import type { AuditEntry, AuditObjectType } from '@kizuki/shared';
import { auditActionOf, AUDIT_OBJECT_TYPES } from '@kizuki/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorName } from '../../../lib/author-name.ts';
import { tokyoDateTime } from '../../../lib/tokyo-date-time.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/**
 * One entry: what was done (by name), when (Tokyo time), by whom, to which object (by name, as
 * the server found it in the unit); opens to its difference, field by field, named.
 */
export function AuditRow({ entry, divider }: { entry: AuditEntry; divider: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const action = auditActionOf(entry.action);
  const type = (AUDIT_OBJECT_TYPES as readonly string[]).includes(entry.objectType)
    ? t(`admin>>audit>>objectTypes>>${entry.objectType as AuditObjectType}`)
    : entry.objectType;
  const object =
    entry.objectName === null
      ? t('admin>>audit>>objectById', { type, id: entry.objectId })
      : t('admin>>audit>>object', { type, name: entry.objectName });
  return (
    <ListItem divider={divider} data-audit-action={entry.action} sx={{ display: 'block', py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {action ? t(`admin>>audit>>actions>>${action}`) : entry.action}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {object}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="p">
            {tokyoDateTime(entry.at, i18n.language)} ·{' '}
            {entry.actor ? authorName(entry.actor) : t('admin>>audit>>noActor')}
          </Typography>
        </Box>
        <IconButton
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={t('admin>>audit>>details')}
          onClick={() => setOpen(!open)}
          sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        >
          <ExpandMore />
        </IconButton>
      </Box>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={t('admin>>audit>>difference')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin>>audit>>field')}</TableCell>
                <TableCell>{t('admin>>audit>>before')}</TableCell>
                <TableCell>{t('admin>>audit>>after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.changes.map((change) => (
                <TableRow
                  key={change.field}
                  data-changed={change.changed || undefined}
                  sx={change.changed ? { bgcolor: 'action.hover' } : undefined}
                >
                  <TableCell component="th" scope="row" sx={{ minWidth: 88 }}>
                    {change.label}
                    {change.changed && (
                      <Box component="span" sx={visuallyHidden}>
                        {` (${t('admin>>audit>>changed')})`}
                      </Box>
                    )}
                  </TableCell>
                  {[change.before, change.after].map((value, column) => (
                    <TableCell
                      key={column}
                      sx={{
                        overflowWrap: 'anywhere',
                        whiteSpace: 'pre-line',
                        minWidth: 96,
                        color: value === null ? 'text.secondary' : undefined,
                        textDecoration:
                          change.changed && column === 0 && value !== null
                            ? 'line-through'
                            : undefined,
                      }}
                    >
                      {value ?? '—'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
    </ListItem>
  );
}
