import { cylinderCategoryLabels } from '@gcs/contracts';

/** The three cylinder categories as select options. */
export const categoryOptions = Object.entries(cylinderCategoryLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));
