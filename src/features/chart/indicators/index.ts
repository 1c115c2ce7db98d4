/**
 * A contract path (issue 34): the chart's indicators moved to src/widgets/chart/indicators with
 * the chart; this module keeps the old import path working.
 */
export * from '../../../widgets/chart/indicators';
