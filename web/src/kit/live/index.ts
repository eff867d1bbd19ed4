export { useProjectionsChanged } from './projections.ts';
