import type { Insights } from '@kizuki/shared';
import type { InsightDimension, PostFilters } from '@kizuki/shared/rules';

/** An item's name in the screen's language, by the dimension it belongs to. */
export type Names = (dimension: InsightDimension, id: number | null) => string;

/** What every chart of the insights is given. */
export interface ChartProps {
  insights: Insights;
  names: Names;
  onDrillDown: (filters: PostFilters) => void;
  /** Under an exported image's title: the period, the filters. */
  captionLines: string[];
}

/** The name of a dimension's step (or "organization"). */
export type StepLabelOf = (dimension: InsightDimension) => string;
