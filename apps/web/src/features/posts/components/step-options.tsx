import {
  Alert,
  Box,
  Button,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { MasterItem } from '@kizuki/shared';
import { COLLECTION_OF, type WizardStep } from '@kizuki/shared/rules';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../../components/color-dot.tsx';
import { useCommittedText } from '../../../lib/hooks/use-committed-text.ts';
import { itemName } from '../../../lib/master-name.ts';
import { useStepList } from './use-step-list.ts';

/** Lists longer than this get a search box: on a phone, more than a screen or two to scroll. */
const SEARCH_FROM = 15;
/** How long typing pauses before the list is searched (as the keyword search waits). */
const SEARCH_DELAY_MS = 300;

/**
 * One selection step: the collection's items (narrowed by the disease group), one to choose. A
 * long list is never cut: it has a search box that asks the server, and loads the next page when
 * its end scrolls into view (or on "show more"). Offline, the list kept on the device (issue 39).
 */
export function StepOptions({
  step,
  diseaseGroupId,
  selected,
  onChoose,
}: {
  step: WizardStep;
  diseaseGroupId: number | null;
  /** The current choice: listed first while its page is not loaded, so it is always in view. */
  selected: MasterItem | null;
  onChoose: (item: MasterItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const isDiseaseGroup = step.key === 'diseaseGroup';
  const [query, setQuery] = useState('');
  // Kana in the middle of a conversion are not searched for (docs/architecture.md, "Text typed
  // through an input method"): only the committed text, once typing pauses.
  const { settled, handlers: compositionHandlers } = useCommittedText(query, SEARCH_DELAY_MS);
  const search = settled.trim();
  const list = useStepList(COLLECTION_OF[step.key], isDiseaseGroup ? null : diseaseGroupId, search);
  const titleId = `step-${step.key}`;

  // The end of the list: in view, it loads the next page.
  const end = useRef<HTMLDivElement>(null);
  const loadMore = useRef(() => {});
  useEffect(() => {
    loadMore.current = () => {
      if (list.status === 'ready' && list.hasNextPage && !list.isFetchingNextPage) {
        list.fetchNextPage();
      }
    };
  });
  const listShown = list.status === 'ready';
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [listShown]);

  if (list.status === 'pending') {
    return (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (list.status === 'failed')
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('composer>>loadFailed')}
      </Alert>
    );
  if (list.status === 'unavailableOffline')
    return (
      <Alert severity="info" icon={<CloudOffOutlined />} sx={{ m: 2 }} role="status">
        {t('composer>>listUnavailableOffline')}
      </Alert>
    );
  const { items: loaded, total, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const selectedId = selected?.id ?? null;
  const items =
    selected && !search && !loaded.some((item) => item.id === selected.id)
      ? [selected, ...loaded]
      : loaded;
  const searchable = query !== '' || search !== '' || total > SEARCH_FROM;
  return (
    <>
      {searchable && (
        <Box sx={{ px: 2, pt: 2 }}>
          <TextField
            type="search"
            size="small"
            fullWidth
            label={t('composer>>searchStep')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            {...compositionHandlers}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      )}
      {items.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary' }} role="status">
          {search ? t('composer>>noMatches', { query: search }) : t('composer>>empty')}
        </Typography>
      ) : (
        <List role="radiogroup" aria-labelledby={titleId} sx={{ px: 1 }}>
          {items.map((item) => {
            const checked = item.id === selectedId;
            return (
              <ListItemButton
                key={item.id}
                role="radio"
                aria-checked={checked}
                selected={checked}
                onClick={() => onChoose(item)}
                sx={{ borderRadius: 2, mb: 0.5 }}
              >
                {/* The option itself is the radio: the icon only shows its state. */}
                <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
                  {checked ? <RadioButtonChecked color="primary" /> : <RadioButtonUnchecked />}
                </ListItemIcon>
                {item.color && <ColorDot color={item.color} size={12} inline spaceAfter={1.5} />}
                <ListItemText primary={itemName(item, i18n.language)} />
              </ListItemButton>
            );
          })}
        </List>
      )}
      <Box ref={end} sx={{ px: 2, pb: 2, minHeight: 1 }}>
        {hasNextPage && (
          <Button fullWidth variant="outlined" onClick={fetchNextPage} loading={isFetchingNextPage}>
            {t('composer>>showMore', { shown: loaded.length, total })}
          </Button>
        )}
      </Box>
    </>
  );
}
