import { Box, Paper } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import FilterListIcon from '@mui/icons-material/FilterList';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import SearchIcon from '@mui/icons-material/Search';
import SortIcon from '@mui/icons-material/Sort';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { countFilters, hasSavedSearchCondition, MAX_KEYWORD_LENGTH } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../../../components/lazy-screen.tsx';
import { PlainButton } from '../../../components/plain-button.tsx';
import {
  keepImeEnterFromSubmitting,
  useCommittedText,
} from '../../../lib/hooks/use-committed-text.ts';
import { useListPreferences, type ListName } from '../../../lib/list-preferences.ts';

const FilterDialog = lazyOverlay(() => import('./filter-dialog.tsx').then((m) => m.FilterDialog));
const FilterChips = lazyOverlay(() => import('./filter-chips.tsx').then((m) => m.FilterChips));
const SortMenu = lazyOverlay(() => import('./sort-menu.tsx').then((m) => m.SortMenu));
const SaveSearchDialog = lazyOverlay(() =>
  import('../../../components/saved-searches/save-search-dialog.tsx').then(
    (m) => m.SaveSearchDialog,
  ),
);

/**
 * How long typing pauses before the list searches: one request per word, not per key; text still
 * being converted by an input method is not searched for (useCommittedText).
 */
const KEYWORD_DEBOUNCE_MS = 300;

/**
 * A toolbar button with its short name under it: four bare icons were a guessing game (issue 39).
 * The button keeps its full accessible name, which begins with or contains these words.
 */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 52 }}>
      {children}
      <Box
        aria-hidden
        sx={{ typography: 'caption', lineHeight: 1.2, mt: -0.25, color: 'text.secondary' }}
      >
        {label}
      </Box>
    </Box>
  );
}

/**
 * The keyword box, the sort choice and the filter button of a list; all kept per list. Lists
 * that are not posts (tasks) take the keyword only. The timeline's keyword and filters can be
 * saved (`savable`, issue 23); the button stays in place, disabled while there is nothing to save.
 * `action` is the list's last button (its CSV export), composed by the screen.
 */
export function ListControls({
  list,
  sortable = true,
  filterable = true,
  savable = false,
  action,
}: {
  list: ListName;
  sortable?: boolean;
  filterable?: boolean;
  savable?: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const [preferences, update] = useListPreferences(list);
  const [keyword, setKeyword] = useState(preferences.keyword);
  const { settled, handlers: compositionHandlers } = useCommittedText(keyword, KEYWORD_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== preferences.keyword) update({ keyword: settled });
    // Only the settled text is stored; the stored value changing elsewhere does not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  const sortMenuId = useId();
  const filterCount = countFilters(preferences.filters);

  return (
    <>
      {/* Four buttons beside the box (the timeline's) would leave a phone's box a few characters
          wide: there the box takes its own line and the buttons follow it, at the end. */}
      <Box
        sx={{
          px: 2,
          pt: 2,
          pb: 1,
          display: 'flex',
          flexWrap: savable ? 'wrap' : undefined,
          justifyContent: 'flex-end',
          gap: 1,
          alignItems: 'center',
        }}
      >
        <Paper
          component="form"
          role="search"
          elevation={0}
          onSubmit={(event) => {
            event.preventDefault();
            update({ keyword });
          }}
          sx={{
            flexGrow: 1,
            // A line of its own on a phone; beside the buttons from sm up (a basis of 0 fits).
            flexBasis: savable ? { xs: '100%', sm: 0 } : undefined,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            pl: 1.5,
            height: 44,
          }}
        >
          <SearchIcon sx={{ color: 'text.secondary', mr: 1 }} aria-hidden />
          {/* A plain input: MUI's InputBase would add ~8 KiB to the first paint for no gain here. */}
          <Box
            component="input"
            type="search"
            value={keyword}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setKeyword(event.target.value)}
            {...compositionHandlers}
            onKeyDown={keepImeEnterFromSubmitting}
            placeholder={t('lists>>keyword')}
            aria-label={t('lists>>keyword')}
            maxLength={MAX_KEYWORD_LENGTH}
            sx={{
              flexGrow: 1,
              minWidth: 0,
              height: '100%',
              border: 0,
              outline: 0,
              bgcolor: 'transparent',
              color: 'text.primary',
              font: 'inherit',
              fontSize: 16,
              '&::placeholder': { color: 'text.secondary', opacity: 1 },
              '&::-webkit-search-cancel-button': { display: 'none' },
            }}
          />
          {keyword && (
            <PlainButton
              round
              aria-label={t('lists>>clearKeyword')}
              onClick={() => {
                setKeyword('');
                update({ keyword: '' });
              }}
            >
              <ClearIcon />
            </PlainButton>
          )}
        </Paper>
        {sortable && (
          <Labelled label={t('lists>>toolbar>>sort')}>
            <PlainButton
              round
              aria-label={t('lists>>sortBy', { sort: t(`lists>>sorts>>${preferences.sort}`) })}
              aria-controls={sortAnchor ? sortMenuId : undefined}
              aria-haspopup="menu"
              onClick={(event) => setSortAnchor(event.currentTarget)}
            >
              <SortIcon />
            </PlainButton>
            {sortAnchor && (
              <SortMenu
                id={sortMenuId}
                anchor={sortAnchor}
                sort={preferences.sort}
                onChoose={(sort) => update({ sort })}
                onClose={() => setSortAnchor(null)}
              />
            )}
          </Labelled>
        )}
        {filterable && (
          <Labelled label={t('lists>>toolbar>>filter')}>
            <PlainButton
              ref={filterButtonRef}
              round
              aria-label={t('lists>>filters', { count: filterCount })}
              onClick={() => setFiltersOpen(true)}
            >
              {/* No count on the icon: the chips below show each filter in use. */}
              <FilterListIcon />
            </PlainButton>
          </Labelled>
        )}
        {savable && (
          <Labelled label={t('lists>>toolbar>>save')}>
            <PlainButton
              round
              aria-label={t('lists>>saveSearch')}
              // The box's own text, not the stored one that follows it 300 ms later: a keyword typed
              // just before pressing save is what is saved.
              disabled={!hasSavedSearchCondition(keyword, filterCount)}
              onClick={() => setSaveOpen(true)}
              sx={{ '&.Mui-disabled': { color: 'action.disabled' } }}
            >
              <SavedSearchIcon />
            </PlainButton>
          </Labelled>
        )}
        {saveOpen && (
          <SaveSearchDialog
            conditions={{ keyword, filters: preferences.filters }}
            onClose={() => setSaveOpen(false)}
          />
        )}
        {action && <Labelled label={t('lists>>toolbar>>export')}>{action}</Labelled>}
        {filtersOpen && (
          <FilterDialog
            filters={preferences.filters}
            onApply={(filters) => update({ filters })}
            onClose={() => setFiltersOpen(false)}
          />
        )}
      </Box>
      {filterable && filterCount > 0 && (
        // The chips' row keeps its height while its script loads: the list below does not jump.
        <Box sx={{ minHeight: 40 }}>
          <FilterChips
            filters={preferences.filters}
            onChange={(filters) => update({ filters })}
            // The last chip gone, the focus goes back to where filters are chosen.
            onEmptied={() => filterButtonRef.current?.focus()}
          />
        </Box>
      )}
    </>
  );
}
