import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartTable } from './chart-card.tsx';
import type { ChartProps, StepLabelOf } from './chart-props.ts';
import { HeatMap } from './heat-map.tsx';

const HEAT_ROWS = 8;

/** The posts of each product x disease-group pair, as a heat map. */
export function ProductDiseaseGroups({
  insights,
  names,
  stepLabel,
  onDrillDown,
  captionLines,
}: ChartProps & { stepLabel: StepLabelOf }) {
  const { t } = useTranslation();
  const products = insights.byDimension.competitiveProductId
    .slice(0, HEAT_ROWS)
    .map((item) => item.id);
  const groups = insights.byDimension.diseaseGroupId.map((item) => item.id);
  const cells = insights.productDiseaseGroups.flatMap((pair) => {
    const row = products.indexOf(pair.competitiveProductId);
    const column = groups.indexOf(pair.diseaseGroupId);
    return row < 0 || column < 0 ? [] : [{ row, column, value: pair.posts }];
  });
  const drill = (product: number | null, group: number | null) =>
    product === null || group === null
      ? undefined
      : () => onDrillDown({ competitiveProductId: [product], diseaseGroupId: [group] });
  const table: ChartTable = {
    columns: [stepLabel('competitiveProductId'), stepLabel('diseaseGroupId'), t('insights>>posts')],
    rows: insights.productDiseaseGroups.map((pair) => ({
      key: `${pair.competitiveProductId}/${pair.diseaseGroupId}`,
      cells: [
        names('competitiveProductId', pair.competitiveProductId),
        names('diseaseGroupId', pair.diseaseGroupId),
        pair.posts,
      ],
      drillDown: drill(pair.competitiveProductId, pair.diseaseGroupId),
    })),
  };
  const strongest = insights.productDiseaseGroups[0];
  return (
    <ChartCard
      title={`${stepLabel('competitiveProductId')} × ${stepLabel('diseaseGroupId')}`}
      description={
        strongest
          ? t('insights>>heatMapDescription', {
              product: names('competitiveProductId', strongest.competitiveProductId),
              group: names('diseaseGroupId', strongest.diseaseGroupId),
              count: strongest.posts,
            })
          : t('insights>>empty')
      }
      table={table}
      fileName="kizuki-product-disease-group"
      caption={{
        title: t('insights>>heatMapImageTitle', {
          product: stepLabel('competitiveProductId'),
          group: stepLabel('diseaseGroupId'),
        }),
        lines: captionLines,
        legend: [],
      }}
    >
      <HeatMap
        rows={products.map((id) => names('competitiveProductId', id))}
        columns={groups.map((id) => names('diseaseGroupId', id))}
        cells={cells}
        onCellClick={(cell) => drill(products[cell.row] ?? null, groups[cell.column] ?? null)?.()}
      />
    </ChartCard>
  );
}
