import { Menu, MenuItem } from '@mui/material';
import { POST_SORTS, type PostSort } from '@kizuki/shared/rules';
import { useTranslation } from 'react-i18next';

/** SPEC.md section 3's sort options, loaded on first use (a menu is not needed to paint a list). */
export function SortMenu({
  id,
  anchor,
  sort,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  sort: PostSort;
  onChoose: (sort: PostSort) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {POST_SORTS.map((option) => (
        <MenuItem
          key={option}
          selected={option === sort}
          onClick={() => {
            onChoose(option);
            onClose();
          }}
        >
          {t(`lists>>sorts>>${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
