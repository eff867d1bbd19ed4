/** The projections' live pushes (web/src/kit/live, issue 15 H1): refetch what changed. */
export { useProjectionsChanged } from '../../kit/live/index.ts';
