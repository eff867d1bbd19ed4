export {
  projectionParts,
  projectionsDebounceMs,
  projectionsMessage,
  publishProjectionsChanged,
  subscribeProjectionsChanged,
  useProjectionsChanged,
  type ProjectionsChanged,
} from './projections.ts';
