import { Box } from '@mui/material';
import type { PostLabels } from '@kizuki/shared';
import { useTranslation } from 'react-i18next';
import { ColorDot } from '../../../components/color-dot.tsx';
import { contentLang } from '../../../lib/content-lang.ts';
import { itemName } from '../../../lib/master-name.ts';

const LABEL_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  minWidth: 0,
  maxWidth: '100%',
  typography: 'caption',
  fontWeight: 600,
  color: 'text.secondary',
} as const;

/**
 * What a card says of a post's classification (SPEC.md section 1): its disease group with the
 * group's colour, and the competitive product. Light on purpose: it is on the first screen.
 */
export function CardClassification({ labels }: { labels: PostLabels }) {
  const { t, i18n } = useTranslation();
  const { diseaseGroup, competitiveProduct } = labels;
  if (!diseaseGroup && !competitiveProduct) return null;
  const groupName = diseaseGroup && itemName(diseaseGroup, i18n.language);
  const productName = competitiveProduct && itemName(competitiveProduct, i18n.language);
  return (
    <Box
      aria-label={t('post>>classification')}
      role="group"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mb: 1 }}
    >
      {diseaseGroup && groupName && (
        <Box component="span" data-disease-group sx={LABEL_SX}>
          {diseaseGroup.color && <ColorDot color={diseaseGroup.color} inline />}
          <Box component="span" lang={contentLang(groupName)} sx={{ overflowWrap: 'anywhere' }}>
            {groupName}
          </Box>
        </Box>
      )}
      {productName && (
        <Box
          component="span"
          data-competitive-product
          lang={contentLang(productName)}
          sx={{ ...LABEL_SX, overflowWrap: 'anywhere' }}
        >
          {productName}
        </Box>
      )}
    </Box>
  );
}
