import {
  Box,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error.tsx';
import { RowsSkeleton } from '../../../components/list-skeleton.tsx';

/** What one row of an admin list shows; the list draws every row the same way. */
export type AdminRow = {
  key: string | number;
  /** The row's data-* attribute, by which the browser tests find it (e.g. data-person-email). */
  data: { [attribute: `data-${string}`]: string };
  /** Laid out in one wrapping line: a name, then its chips. */
  primary: ReactNode;
  secondary: ReactNode;
  actions?: ReactNode;
  /** How many buttons `actions` holds: the row keeps their room on the right, whatever the name. */
  actionCount?: number;
  /** Opens the row's editor; a row without one is read only. */
  onOpen?: () => void;
};

/** A row's action buttons are full tap targets (44 px), set 16 px from the edge. */
const ACTION_PX = 44;
const ACTIONS_EDGE_PX = 16;
/** The room on the right that a row's text leaves its buttons, with 4 px between. */
const actionsRoom = (count: number) =>
  count === 0 ? ACTIONS_EDGE_PX : count * ACTION_PX + ACTIONS_EDGE_PX + 4;

type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * One of the admin area's lists (people, organizations, a master-data collection) in its four
 * states: rows of skeleton while loading, an error with a retry, a line saying there is none, or
 * the rows.
 */
export function AdminList<Item>({
  query,
  items,
  emptyText,
  ...listProps
}: {
  query: ListQuery;
  items: readonly Item[];
  label: string;
  emptyText: string;
  row: (item: Item, index: number) => AdminRow;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError)
    return <InlineError message={t('lists>>loadFailed')} onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return (
      <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return <AdminRows items={items} {...listProps} />;
}

/** The rows of an admin list in one sheet, divided; a row with an editor opens it when tapped. */
export function AdminRows<Item>({
  items,
  label,
  row,
}: {
  items: readonly Item[];
  label: string;
  row: (item: Item, index: number) => AdminRow;
}) {
  return (
    <Paper elevation={0}>
      <List disablePadding aria-label={label}>
        {items.map((item, index) => {
          const {
            key,
            data,
            primary,
            secondary,
            actions,
            actionCount = 0,
            onOpen,
          } = row(item, index);
          const text = (
            <ListItemText
              primary={
                <Box
                  component="span"
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
                >
                  {primary}
                </Box>
              }
              secondary={secondary}
              sx={{ minWidth: 0 }}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          );
          // A row with a button pads the button, one without pads itself.
          const room = { pr: `${actionsRoom(actionCount)}px` };
          return (
            <ListItem
              key={key}
              {...data}
              divider={index < items.length - 1}
              disablePadding={onOpen !== undefined}
              secondaryAction={actions}
              sx={onOpen ? { '& .MuiListItemButton-root': room } : room}
            >
              {onOpen ? <ListItemButton onClick={onOpen}>{text}</ListItemButton> : text}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

/** A line of its own within a row's secondary text. */
export function RowLine({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {children}
    </Box>
  );
}
